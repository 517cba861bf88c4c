// `base`, not the fixtures' test, for the page that never hydrates.
import { test as base, expect } from '@playwright/test';
import { test } from './fixtures';
// Renamed: a Playwright helper, not a React hook (the hooks lint rule goes by the name).
import { axeViewports, axeViolations, example, forcePageAnswer, useLanguage as storeLanguage } from './support';

const WORDS = {
  ar: {
    heading: 'المتجر غير متاح مؤقتًا',
    explained: 'تعذّر علينا عرض هذه الصفحة الآن. حاول مرة أخرى بعد قليل.',
    retry: 'حاول مرة أخرى',
    home: 'العودة إلى الصفحة الرئيسية',
  },
  en: {
    heading: 'The store is temporarily unavailable',
    explained: 'We could not show this page just now. Please try again in a moment.',
    retry: 'Try again',
    home: 'Back to the home page',
  },
} as const;

// axe runs on the whole frame: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const language of ['ar', 'en'] as const) {
  const w = WORDS[language];
  for (const [size, viewport] of axeViewports(language)) {
    test(`a page whose data the API did not give is "temporarily unavailable" in the frame, try again brings it back, no Sentry without a DSN (${language}, ${size})`, async ({
      page,
      baseURL,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await storeLanguage(page, language);
      await page.setViewportSize(viewport);
      // The server renders the page on failing answers: a 503 to try again later, in the frame.
      await forcePageAnswer(page, '/products/101', 'code=500');
      const response = await page.goto('/products/101');
      expect(response?.status()).toBe(503);
      expect(response?.headers()['retry-after']).toBe('30');

      await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(w.explained)).toBeVisible();
      // Inside the frame: the header and the footer stay.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('link', { name: w.home })).toHaveAttribute('href', '/');
      await page.waitForTimeout(400); // the slide-fade has ended: axe reads colours mid-fade otherwise
      expect(await axeViolations(page)).toEqual([]);

      await page.unrouteAll();
      await page.getByRole('button', { name: w.retry }).click();
      const title = example('get', '/products', 200, language).data.find((product: { id: number }) => product.id === 101).title;
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });

      // Sentry would load once the page has loaded and the browser is idle: wait past that.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await page.waitForTimeout(500);
      expect(requested.filter((url) => /sentry/i.test(url) || (/^https?:/.test(url) && !url.startsWith(baseURL!)))).toEqual([]);
    });
  }
}

base("when the app's code does not load, the page the server sent is still there to read, in its language", async ({ page }) => {
  await storeLanguage(page, 'en');
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/products/101');
  const title = example('get', '/products', 200, 'en').data.find((product: { id: number }) => product.id === 101).title;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Shipping policy' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
