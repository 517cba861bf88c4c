import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { signInWithCookie, useLanguage } from './support';

// The production build's service worker (src/serviceWorker/worker.ts), as a shopper meets it: the
// second visit's code comes from it, a guest page seen before opens offline with the offline notice
// and its prices' time, one never seen is the store's offline page in the shopper's language with
// links to what is kept, and nothing of a signed-in shopper's is ever kept. The other tests block
// the worker (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const WORDS = {
  ar: { offline: 'لا يوجد اتصال بالإنترنت', notice: 'لا يوجد اتصال بالإنترنت', kept: 'صفحات محفوظة يمكنك فتحها الآن', store: 'المتجر', asOf: /^آخر تحديث \d\d:\d\d$/, strip: 'أسعار الذهب المباشرة' },
  en: { offline: 'No internet connection', notice: 'No internet connection', kept: 'Pages kept that you can open now', store: 'Store', asOf: /^as of \d\d:\d\d$/, strip: 'Live gold prices' },
} as const;

/** Once the worker controls the page and has kept what the page loaded before it came. */
async function workerInstalled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('store-assets')).keys()).length)).toBeGreaterThan(0);
}

/** Every address kept in any of the worker's caches. */
const keptAddresses = (page: Page) =>
  page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) addresses.push(new URL(request.url).pathname);
    return addresses;
  });

/** `path` opened offline, in a tab of its own (the tests' page waits for the app, which the offline page has none of). */
async function openedOffline(context: BrowserContext, path: string): Promise<Page> {
  const tab = await context.newPage();
  await context.setOffline(true);
  try {
    await tab.goto(path);
    return tab;
  } finally {
    await context.setOffline(false);
  }
}

for (const language of ['ar', 'en'] as const) {
  const w = WORDS[language];

  test(`a guest's second visit runs from the worker; offline, a page seen opens with the notice, one never seen is the offline page (${language})`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await useLanguage(page, language);
    await page.goto('/');
    await workerInstalled(page);
    await page.goto('/Store');
    await expect(page.getByRole('main')).toBeVisible();

    // The second visit: no JavaScript from the network.
    const fromNetwork: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.+\.js$/.test(response.url()) && !response.fromServiceWorker()) fromNetwork.push(response.url());
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: w.strip })).toBeVisible();
    expect(fromNetwork).toEqual([]);

    // Offline, the store's page seen before: the page, the offline notice, when its prices came.
    await context.setOffline(true);
    await page.goto('/Store');
    await expect(page.getByRole('dialog', { name: w.notice })).toBeVisible();
    await expect(page.getByRole('region', { name: w.strip }).getByText(w.asOf)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('main')).toBeVisible();

    // A page never seen: the offline page in the shopper's language, linking to the pages kept
    // (a tab of its own: the tests' page waits for the app after each load, which this page has none of).
    const tab = await context.newPage();
    await tab.goto('/About');
    await expect(tab.getByRole('heading', { level: 1, name: w.offline })).toBeVisible();
    expect(await tab.locator('html').getAttribute('lang')).toBe(language);
    expect(await tab.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const kept = tab.getByRole('list');
    await expect(kept.getByRole('link')).not.toHaveCount(0);
    await kept.getByRole('link').filter({ hasText: w.store }).first().click();
    await expect(tab).toHaveURL(/\/Store$/);
    await expect(tab.getByRole('main')).toBeVisible();
    await context.setOffline(false);
  });
}

test('nothing of a signed-in shopper is kept: their cart, profile and order; signing out forgets every page kept', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await workerInstalled(page);
  await page.goto('/Store');
  await expect.poll(() => keptAddresses(page)).toContain('/Store');

  await signInWithCookie(context, baseURL!);
  for (const path of ['/cart', '/Profile', '/OrderDetails/5001']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
  }
  const kept = await keptAddresses(page);
  for (const path of ['/cart', '/Profile', '/OrderDetails/5001', '/api/v1/cart', '/api/v1/profile']) expect(kept, path).not.toContain(path);
  expect(kept.filter((address) => address.startsWith('/api/') || address.startsWith('/session/'))).toEqual([]);

  // Offline, the shopper's own pages are not there: the offline page.
  const tab = await openedOffline(context, '/cart');
  await expect(tab.getByRole('heading', { level: 1, name: WORDS.ar.offline })).toBeVisible();
  await tab.close();

  await page.goto('/Profile');
  await page.evaluate(() => fetch('/session/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
  await expect.poll(async () => (await keptAddresses(page)).filter((address) => ['/', '/Store', '/Profile'].includes(address))).toEqual([]);
});

test("a new build's worker takes the open tab over without breaking it: the tab goes on with its own code, the next page comes through the new worker", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await workerInstalled(page);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));

  // The next build's worker, as a deploy brings it: a worker script the browser has not run yet
  // (here the same file at another address, which the registration takes as a new one).
  await page.evaluate(async () => {
    Object.assign(window, { thisTab: true });
    navigator.serviceWorker.addEventListener('controllerchange', () => Object.assign(window, { takenOver: true }));
    await navigator.serviceWorker.register('/sw.js?next-build');
  });
  await page.waitForFunction(() => 'takenOver' in window, undefined, { timeout: 20_000 });

  // The open tab goes on with its own code: a page drawn in the app loads its route's code, and the
  // tab was never reloaded.
  await page.getByRole('banner').getByRole('link', { name: 'الكل', exact: true }).click();
  await expect(page).toHaveURL(/\/Store$/);
  await expect(page.getByRole('list', { name: 'المنتجات' })).toBeVisible();
  expect(await page.evaluate(() => 'thisTab' in window)).toBe(true);

  // The next page is the new worker's.
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/About');
  await page.goto('/About');
  expect((await answered).fromServiceWorker()).toBe(true);
  await expect(page.getByRole('main')).toBeVisible();
  expect(problems).toEqual([]);
});
