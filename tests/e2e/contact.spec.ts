import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { settle, strictAxeViolations } from './buying-support';
import { axeViewports, forceAnswer, signInWithCookie, useLanguage } from './support';

// The contact and complaint pages: a failed send keeps every field and a second press sends it;
// axe (WCAG 2.2 AA) on both, in both languages, at phone and desktop widths (signed in, so the
// complaint's order select is the one checked).

test.describe.configure({ timeout: 90_000 });

test('a contact message that fails keeps every field, and is sent on the next try (en)', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/Contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

  const fields = {
    Name: 'Mohammed Alqahtani',
    Email: 'mohammed@goldstore.example',
    'Phone number': '0501234567',
    Subject: 'Gold bars',
    Message: 'Is the 24K 50 g gold bar coming back?',
  };
  for (const [label, value] of Object.entries(fields)) await main.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);

  await forceAnswer(page, 'POST', '/contact', 'code=500');
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
  for (const [label, value] of Object.entries(fields))
    await expect(main.getByRole('textbox', { name: new RegExp(`^${label}`) })).toHaveValue(value);

  await page.unrouteAll();
  await main.getByRole('button', { name: 'Send message' }).click();
  const sent = main.getByRole('region', { name: 'Message sent' });
  await expect(sent).toBeFocused();
  for (const label of Object.keys(fields)) await expect(main.getByRole('textbox', { name: new RegExp(`^${label}`) })).toHaveValue('');
});

test('a complaint that fails keeps every field, and is sent on the next try with its reference (ar)', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.goto('/compliants');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'تقديم شكوى' })).toBeVisible();

  const fields = {
    الاسم: 'محمد القحطاني',
    'البريد الإلكتروني': 'mohammed@goldstore.example',
    'رقم الجوال': '0501234567',
    'رقم الطلب': 'ORD-5002',
    شكواك: 'وصلت السلسلة بعد الموعد بثلاثة أيام.',
  };
  for (const [label, value] of Object.entries(fields)) await main.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);

  await forceAnswer(page, 'POST', '/complaints', 'code=500');
  await main.getByRole('button', { name: 'إرسال الشكوى' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'حدث خطأ ما' })).toBeVisible();
  for (const [label, value] of Object.entries(fields))
    await expect(main.getByRole('textbox', { name: new RegExp(`^${label}`) })).toHaveValue(value);

  await page.unrouteAll();
  await main.getByRole('button', { name: 'إرسال الشكوى' }).click();
  await expect(main.getByRole('region', { name: 'تم استلام شكواك' })).toContainText(/CMP-2025-\d{6}/);
  await expect(main.getByRole('textbox', { name: /^شكواك/ })).toHaveValue('');
});

const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/Contact',
    // The store's details have arrived beside the form.
    ready: (page) => expect(page.getByRole('main').getByRole('link', { name: 'info@goldstore.example' })).toBeVisible(),
  },
  {
    path: '/compliants',
    // The shopper's orders have arrived: the order select (after the phone's country) is ready.
    ready: async (page) => {
      const selects = page.getByRole('main').getByRole('combobox');
      await expect(selects).toHaveCount(2);
      await expect(selects.last()).toBeEnabled();
    },
  },
];

for (const language of ['ar', 'en'] as const) {
  for (const [size, viewport] of axeViewports(language)) {
    test(`no axe violation on /Contact and /compliants (${language}, ${size}, signed in)`, async ({ page, context, baseURL }) => {
      await signInWithCookie(context, baseURL!);
      await useLanguage(page, language);
      await page.setViewportSize(viewport);
      for (const { path, ready } of PAGES) {
        await page.goto(path);
        await ready(page);
        await settle(page);
        expect.soft(await strictAxeViolations(page), `axe on ${path}`).toEqual([]);
      }
    });
  }
}
