import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { CART_TOTAL, settle, strictAxeViolations, WORDS, type Language } from './buying-support';
import { axeViewports, signInWithCookie, useLanguage } from './support';

// axe-core (WCAG 2.2 AA, and label-content-name-mismatch) on the buying journey's pages as a
// signed-in shopper sees them, with the whole frame around them (at phone width the bottom bar,
// whose cart link once had a name that did not contain its visible text). Each page once settled.

const PAGES: { path: string; ready: (page: Page, language: Language) => Promise<void> }[] = [
  {
    path: '/cart',
    ready: async (page, language) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('article')).toHaveCount(3);
      await expect(main.getByRole('region', { name: WORDS[language].orderSummary })).toContainText(CART_TOTAL);
    },
  },
  {
    path: '/checkout',
    ready: async (page, language) => {
      const w = WORDS[language];
      await expect(page.getByRole('main').getByRole('button', { name: w.pay })).toContainText(CART_TOTAL);
      await expect(page.getByRole('textbox', { name: w.personalId })).toBeVisible();
    },
  },
  {
    path: '/orders',
    ready: (page) => expect(page.getByRole('main').getByRole('link', { name: 'ORD-5003', exact: true })).toBeVisible(),
  },
  {
    path: '/OrderDetails/5001',
    ready: async (page, language) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: WORDS[language].orderHeading('ORD-5001') })).toBeVisible();
      await expect(main.getByRole('region', { name: WORDS[language].transactions })).toContainText('TXN-20250114-5001');
    },
  },
];

// One test a language and size, going through the four pages (a fresh app for each would cost
// more than the checks); a page's violations do not stop the next page's check.
test.describe.configure({ timeout: 90_000 });

for (const language of ['ar', 'en'] as const) {
  for (const [size, viewport] of axeViewports(language)) {
    test(`no axe violation on /cart, /checkout, /orders and an order's details (${language}, ${size}, signed in)`, async ({ page, context, baseURL }) => {
      await signInWithCookie(context, baseURL!);
      await useLanguage(page, language);
      await page.setViewportSize(viewport);
      for (const { path, ready } of PAGES) {
        await page.goto(path);
        await ready(page, language);
        if (size === 'phone') {
          // The bottom bar's cart link is named by what it shows first ("Cart", then the count).
          const quickLinks = page.getByRole('navigation', { name: WORDS[language].quickLinks });
          await expect(quickLinks.getByRole('link', { name: new RegExp(`^${WORDS[language].cart}`) })).toBeVisible();
        }
        await settle(page);
        expect.soft(await strictAxeViolations(page), `axe on ${path}`).toEqual([]);
      }
    });
  }
}
