import { expect as baseExpect } from '@playwright/test';
import { test } from './fixtures';
import { settle, strictAxeViolations } from './buying-support';
import { axeViewports, signInWithCookie, useLanguage } from './support';

// An order's simplified tax invoice, as a shopper reaches it from the order's page: its title and
// totals in each language, axe at the language's width, and what paper gets (the page alone).

const expect = baseExpect.configure({ timeout: 15_000 });

type Language = 'ar' | 'en';

const WORDS = {
  ar: { link: 'الفاتورة الضريبية', title: 'فاتورة ضريبية مبسطة', totals: 'الإجماليات', print: 'طباعة', back: 'العودة إلى الطلب', qr: 'رمز الاستجابة السريعة للفاتورة الضريبية', quickLinks: 'روابط سريعة' },
  en: { link: 'Tax invoice', title: 'Simplified tax invoice', totals: 'Totals', print: 'Print', back: 'Back to the order', qr: 'QR code of the tax invoice', quickLinks: 'Quick links' },
} as const;

/** Money as the page writes it: 2 decimals, grouped, Latin digits in both languages. */
const amount = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

interface InvoiceSums {
  number: string;
  subtotal: number;
  delivery: number;
  total_before_vat: number;
  vat: number;
  total: number;
}

test.describe.configure({ timeout: 60_000 });

for (const language of ['ar', 'en'] as const) {
  for (const [size, viewport] of axeViewports(language)) {
    test(`in ${language} (${size}): from the order to its invoice, its totals, no axe violation, and only the invoice on paper`, async ({ page, context, baseURL }) => {
      const token = await signInWithCookie(context, baseURL!);
      await useLanguage(page, language);
      await page.setViewportSize(viewport);
      const w = WORDS[language as Language];
      // The figures the mock gives this shopper's order 5001.
      const answer = await page.request.get('/api/v1/orders/5001/invoice', { headers: { Authorization: `Bearer ${token}`, JWT: token, lang: language } });
      const invoice = ((await answer.json()) as { data: InvoiceSums }).data;

      await page.goto('/OrderDetails/5001');
      await page.getByRole('main').getByRole('link', { name: w.link }).click();
      await expect(page).toHaveURL(/\/OrderDetails\/5001\/invoice$/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      // Arabic is required on the invoice: the English page shows the Arabic title too.
      await expect(main.getByText(WORDS.ar.title)).toHaveCount(1);
      await expect(main.getByText(invoice.number)).toBeVisible();
      const totals = main.getByRole('region', { name: w.totals });
      for (const sum of [invoice.subtotal, invoice.delivery, invoice.total_before_vat, invoice.vat, invoice.total]) {
        await expect(totals).toContainText(amount(sum));
      }
      await expect(main.getByRole('img', { name: w.qr })).toBeVisible();
      // On a phone the lines scroll in their own box, never the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await settle(page);
      expect(await strictAxeViolations(page)).toEqual([]);

      // Printed: the invoice alone, without the site's header, footer, bottom bar or the page's buttons.
      const onScreenOnly = [
        page.getByRole('banner'),
        page.getByRole('contentinfo'),
        main.getByRole('button', { name: w.print }),
        main.getByRole('link', { name: w.back }),
        // The bottom bar of a phone.
        ...(size === 'phone' ? [page.getByRole('navigation', { name: w.quickLinks })] : []),
      ];
      for (const part of onScreenOnly) await expect(part).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      for (const part of onScreenOnly) await expect(part).toBeHidden();
      await expect(main.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expect(totals).toBeVisible();
      await expect(main.getByRole('img', { name: w.qr })).toBeVisible();
    });
  }
}
