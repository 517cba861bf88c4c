import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { navigateInApp, scrollUntilVisible, signInWithCookie, useLanguage } from './support';

// Text from the API never runs as code: every string of every answer the pages read is replaced
// by markup that would run a script if it were ever put into the page as HTML, and every
// address-like field by a javascript: URL. The pages must show the text and run nothing. The
// answers are poisoned on their way to the browser: each page is reached inside the app (from
// /Contact), so it is drawn from the browser's own calls.
const MARKUP = `"><svg onload=window.__xss=1><img src=x onerror="window.__xss=1"><script>window.__xss=1</script><a href="javascript:window.__xss=1">x</a>`;
const SCRIPT_URL = 'javascript:window.__xss=1';
const ADDRESS_LIKE = /(url|link|href|image|avatar|src|facebook|instagram|twitter|location|video)$/i;

// Enum values and identifiers (lowercase words: "paid", "bank_transfer"), dates and numbers are
// kept: the contract allows nothing else there, and they are not text shown to the shopper.
const NOT_TEXT = /^([a-z0-9_-]*|\d{4}-\d{2}-\d{2}[\dT:.+Z-]*|-?\d+(\.\d+)?)$/;

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are walked as plain JSON */
function poison(value: any, key = ''): any {
  if (typeof value === 'string' && NOT_TEXT.test(value)) return value;
  if (typeof value === 'string') return ADDRESS_LIKE.test(key) ? SCRIPT_URL : MARKUP;
  if (Array.isArray(value)) return value.map((item) => poison(item, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k)]));
  return value;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Every JSON answer of /api/v1 comes poisoned; the test fails on a dialog the page opens, or markup read as tags. */
async function poisonTheApi(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  // Lingui's <Trans> reads tags in a string value: one from the API must come as an element.
  page.on('console', (message) => {
    if (message.text().includes('not declared in the original translation')) dialogs.push(message.text());
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route(
    (url) => url.pathname.startsWith('/api/v1/'),
    async (route) => {
      const response = await route.fetch();
      if (!(response.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response });
      await route.fulfill({ response, json: poison(await response.json()) });
    },
  );
  return dialogs;
}

/** The markup shows as text, so the page did render the poisoned answer; and nothing ran. */
async function expectShownNotRun(page: Page, dialogs: string[]) {
  await expect(page.getByText('<script>window.__xss=1</script>').first()).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  // No link, frame or form leads to the payload (React also blocks javascript: addresses it is handed).
  const scriptLinks = await page
    .locator('[href^="javascript:" i], iframe[src^="javascript:" i], [action^="javascript:" i], [formaction^="javascript:" i]')
    .evaluateAll((found) => found.map((element) => element.outerHTML.slice(0, 160)).filter((html) => html.includes('__xss')));
  expect(scriptLinks).toEqual([]);
  expect(dialogs).toEqual([]);
}

test.describe('text from the API never runs', () => {
  // Several answers to poison per page on a machine that may be busy.
  test.describe.configure({ timeout: 60_000 });
  // A call still being poisoned when the test ends would fail it: its page is gone.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  for (const [name, path] of [
    ['home', '/'],
    ['store', '/Store'],
    ['a content page', '/About'],
    ['the FAQ', '/public-questions'],
  ] as const) {
    test(name, async ({ page }) => {
      await useLanguage(page, 'en');
      const dialogs = await poisonTheApi(page);
      await page.goto('/Contact');
      await navigateInApp(page, path);
      await expectShownNotRun(page, dialogs);
      // The lower parts (testimonials, features…) render once near the screen.
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(1000);
      await expectShownNotRun(page, dialogs);
    });
  }

  test('a product, with its description and comments', async ({ page }) => {
    await useLanguage(page, 'en');
    const dialogs = await poisonTheApi(page);
    await page.goto('/Contact');
    await navigateInApp(page, '/products/108');
    await expectShownNotRun(page, dialogs);
    await scrollUntilVisible(page, page.getByRole('heading', { name: 'Reviews and comments' }));
    await expectShownNotRun(page, dialogs);
  });

  test('search suggestions', async ({ page }) => {
    await useLanguage(page, 'en');
    const dialogs = await poisonTheApi(page);
    await page.goto('/Store');
    await page.getByRole('combobox', { name: 'Search products' }).locator('visible=true').pressSequentially('gold');
    await expect(page.getByRole('option', { name: /__xss/ }).first()).toBeVisible({ timeout: 15_000 });
    await expectShownNotRun(page, dialogs);
  });

  test("an order's details, with its items", async ({ page, context, baseURL }) => {
    await signInWithCookie(context, baseURL!);
    await useLanguage(page, 'en');
    const dialogs = await poisonTheApi(page);
    await page.goto('/Contact');
    await navigateInApp(page, '/OrderDetails/5001');
    await expectShownNotRun(page, dialogs);
  });
});
