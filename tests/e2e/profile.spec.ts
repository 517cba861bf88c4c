import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { settle, strictAxeViolations } from './buying-support';
import { axeViewports, signInWithCookie, useLanguage } from './support';

// /Profile as a signed-in shopper: axe (WCAG 2.2 AA) in both languages and sizes, with the
// calendar opened and the delete confirmation shown; then one detail changed and saved.

const WORDS = {
  en: {
    firstName: 'First name',
    birthDate: 'Birth date',
    save: 'Save changes',
    updated: 'Profile updated',
    addresses: 'My addresses',
    delete: 'Delete',
    confirm: 'Delete this address?',
    cancel: 'Cancel',
    me: 'Mohammed',
  },
  ar: {
    firstName: 'الاسم الأول',
    birthDate: 'تاريخ الميلاد',
    save: 'حفظ التغييرات',
    updated: 'تم تحديث الملف الشخصي',
    addresses: 'عناويني',
    delete: 'حذف',
    confirm: 'حذف هذا العنوان؟',
    cancel: 'إلغاء',
    me: 'محمد',
  },
} as const;

type Language = keyof typeof WORDS;

async function openProfile(page: Page, language: Language) {
  await page.goto('/Profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: WORDS[language].firstName })).toHaveValue(WORDS[language].me);
  await expect(main.getByRole('article')).toHaveCount(2);
  return main;
}

test.describe.configure({ timeout: 90_000 });

for (const language of ['ar', 'en'] as const) {
  for (const [size, viewport] of axeViewports(language)) {
    test(`no axe violation on /Profile, its calendar and its delete confirmation (${language}, ${size})`, async ({ page, context, baseURL }) => {
      const w = WORDS[language];
      await signInWithCookie(context, baseURL!);
      await useLanguage(page, language);
      await page.setViewportSize(viewport);
      const main = await openProfile(page, language);
      await settle(page);
      expect.soft(await strictAxeViolations(page), 'axe on /Profile').toEqual([]);

      // The section links reach the addresses on a phone without scrolling past the form.
      await page.getByRole('navigation').getByRole('link', { name: w.addresses }).click();
      await expect(main.getByRole('heading', { level: 2, name: w.addresses })).toBeFocused();

      await main.getByRole('button', { name: w.birthDate, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(300);
      expect.soft(await strictAxeViolations(page), 'axe with the calendar open').toEqual([]);
      await page.keyboard.press('Escape');

      await main.getByRole('article').first().getByRole('button', { name: w.delete }).click();
      const dialog = page.getByRole('dialog', { name: w.confirm });
      await expect(dialog).toBeVisible();
      await page.waitForTimeout(300);
      expect.soft(await strictAxeViolations(page), 'axe with the delete confirmation').toEqual([]);
      await dialog.getByRole('button', { name: w.cancel }).click();
      await expect(dialog).toBeHidden();
    });
  }

  test(`a detail changed and saved, with the toast (${language})`, async ({ page, context, baseURL }) => {
    const w = WORDS[language];
    await signInWithCookie(context, baseURL!);
    await useLanguage(page, language);
    const main = await openProfile(page, language);
    const firstName = main.getByRole('textbox', { name: w.firstName });
    await firstName.fill('Ahmed');
    const saved = page.waitForRequest((request) => request.url().endsWith('/api/v1/user/profile') && request.method() === 'POST');
    await main.getByRole('button', { name: w.save }).click();
    const request = await saved;
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.postData()).toContain('name="first_name"\r\n\r\nAhmed');
    await expect(page.getByText(w.updated).first()).toBeVisible();
    await expect(firstName).toHaveValue('Ahmed');
  });
}
