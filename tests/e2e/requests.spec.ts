import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { settle, strictAxeViolations, type Language } from './buying-support';
import { axeViewports, forceAnswer, useLanguage } from './support';

// The maintenance request with two pictures, as a guest: sent (progress, then the receipt), and a
// failed send that keeps every field and both pictures. axe on both request pages.

const WORDS = {
  ar: {
    name: /^الاسم الكامل/,
    email: /^البريد الإلكتروني/,
    phone: /^رقم الجوال/,
    welding: /^لحام/,
    custom: /^مخصص/,
    customType: /^العمل المطلوب/,
    details: /^التفاصيل/,
    send: 'إرسال الطلب',
    sent: 'تم إرسال الطلب',
    notSent: 'لم يتم إرسال الطلب',
    chosen: 'الصور المختارة',
    remove: (name: string) => `إزالة ${name}`,
    progress: 'تقدم الرفع',
    uploading: /جارٍ الرفع|بانتظار رد المتجر/,
  },
  en: {
    name: /^Full name/,
    email: /^Email/,
    phone: /^Phone number/,
    welding: /^Welding/,
    custom: /^Custom/,
    customType: /^The work you need/,
    details: /^Details/,
    send: 'Send request',
    sent: 'Request sent',
    notSent: 'The request was not sent',
    chosen: 'Chosen pictures',
    remove: (name: string) => `Remove ${name}`,
    progress: 'Upload progress',
    uploading: /Uploading|Waiting for the store/,
  },
};

/** A 1×1 PNG and a 1×1 WebP, generated here rather than kept as files. */
const PICTURES = [
  {
    name: 'ring-front.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8v5ThPwAHgAL/7pWXlgAAAABJRU5ErkJggg==', 'base64'),
  },
  {
    name: 'ring-side.webp',
    mimeType: 'image/webp',
    buffer: Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64'),
  },
];

async function fillMaintenance(page: Page, language: Language) {
  const w = WORDS[language];
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: w.name }).fill('Mohammed Alqahtani');
  await main.getByRole('textbox', { name: w.email }).fill('mohammed@goldstore.example');
  await main.getByRole('textbox', { name: w.phone }).fill('0501234567');
  await main.getByRole('radio', { name: w.custom }).click();
  await main.getByRole('textbox', { name: w.customType }).fill('Resize the ring');
  await main.getByRole('textbox', { name: w.details }).fill('A 21K ring that is too small.');
  await main.locator('input[type="file"]').setInputFiles(PICTURES);
  const chosen = main.getByRole('list', { name: w.chosen });
  for (const { name } of PICTURES) await expect(chosen.getByRole('button', { name: w.remove(name) })).toBeVisible();
  // Shown by blob: addresses, and really drawn.
  await expect(chosen.locator('img[src^="blob:"]')).toHaveCount(2);
}

test.describe.configure({ timeout: 90_000 });

for (const language of ['ar', 'en'] as const) {
  test(`a maintenance request with two pictures: progress then the receipt; a failed send keeps everything (${language})`, async ({
    page,
  }) => {
    const w = WORDS[language];
    await useLanguage(page, language);
    await page.goto('/maintenance');
    await fillMaintenance(page, language);
    const main = page.getByRole('main');

    // Failed first: every field and both pictures stay.
    await forceAnswer(page, 'post', '/maintenance-requests', 'code=500');
    await main.getByRole('button', { name: w.send }).click();
    await expect(main.getByRole('alert').filter({ hasText: w.notSent })).toBeVisible();
    await expect(main.getByRole('textbox', { name: w.name })).toHaveValue('Mohammed Alqahtani');
    await expect(main.getByRole('textbox', { name: w.phone })).toHaveValue('0501234567');
    await expect(main.getByRole('radio', { name: w.custom })).toBeChecked();
    await expect(main.getByRole('textbox', { name: w.customType })).toHaveValue('Resize the ring');
    await expect(main.getByRole('textbox', { name: w.details })).toHaveValue('A 21K ring that is too small.');
    await expect(main.getByRole('list', { name: w.chosen }).getByRole('listitem')).toHaveCount(2);

    // Then sent through the mock, which checks the parts against the contract and answers 201.
    // The request is held until the busy state has been seen, then goes on to the mock.
    await page.unrouteAll();
    let parts = '';
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/maintenance-requests', async (route) => {
      parts = route.request().postDataBuffer()?.toString('latin1') ?? '';
      await released;
      await route.continue();
    });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/maintenance-requests'));
    await main.getByRole('button', { name: w.send }).click();
    // At 0% the bar itself has no width yet: its words say what is happening.
    await expect(main.getByRole('progressbar', { name: w.progress })).toBeAttached();
    await expect(main.getByText(w.uploading)).toBeVisible();
    await expect(main.getByRole('button', { name: w.send })).toBeDisabled();
    release();
    expect((await answer).status()).toBe(201);
    await expect(main.getByRole('status').filter({ hasText: w.sent })).toContainText(/MNT-2025-\d{6}/);
    expect(parts).toContain('filename="ring-front.png"');
    expect(parts).toContain('filename="ring-side.webp"');
    const fields: Record<string, string> = { name: 'Mohammed Alqahtani', phone: '\\+966501234567', type: 'custom', custom_type: 'Resize the ring' };
    for (const [field, value] of Object.entries(fields)) expect(parts).toMatch(new RegExp(`name="${field}"\\r\\n\\r\\n${value}\\r\\n`));
    expect(parts).toContain('Content-Type: image/webp');
    await expect(main.getByRole('textbox', { name: w.details })).toHaveValue('');
    await expect(main.getByRole('list', { name: w.chosen })).toHaveCount(0);
  });

  for (const [size, viewport] of axeViewports(language)) {
    test(`no axe violation on /maintenance and /design-request (${language}, ${size})`, async ({ page }) => {
      const w = WORDS[language];
      await useLanguage(page, language);
      await page.setViewportSize(viewport);
      await page.goto('/maintenance');
      await fillMaintenance(page, language);
      await settle(page);
      expect.soft(await strictAxeViolations(page), 'axe on /maintenance with pictures').toEqual([]);

      await page.goto('/design-request');
      await expect(page.getByRole('main').getByRole('textbox', { name: w.details })).toBeVisible();
      await settle(page);
      expect.soft(await strictAxeViolations(page), 'axe on /design-request').toEqual([]);
    });
  }
}
