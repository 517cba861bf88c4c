import { expect } from '@playwright/test';
import { test } from './fixtures';
import { signInWithCookie, useLanguage } from './support';

test.describe('routes and guards', () => {
  // Several page loads each, on a machine that may be busy: more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('an unknown path shows the not-found page, with its title', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Gold Store');
  });

  test('the not-found page speaks Arabic by default', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();
    await expect(page).toHaveTitle('الصفحة غير موجودة | متجر الذهب');
  });

  test('paths match whatever their case', async ({ page }) => {
    await useLanguage(page, 'en');
    for (const path of ['/Store', '/store', '/STORE']) {
      // From a blank page each time: the same title would not tell a finished load from the last one.
      await page.goto('about:blank');
      await page.goto(path);
      await expect(page).toHaveTitle('Store | Gold Store');
    }
  });

  test('a guest asking for a login-needed page is sent to login, with the way back', async ({ page }) => {
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
  });

  // Every guest-only page's redirect is the server's (tests/server/pages.test.ts); here, one in the browser.
  test('a signed-in shopper is sent home from a guest-only page', async ({ page, context, baseURL }) => {
    await signInWithCookie(context, baseURL!);
    await page.goto('/Register');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-in shopper reaches login-needed pages', async ({ page, context, baseURL }) => {
    await signInWithCookie(context, baseURL!);
    await useLanguage(page, 'en');
    await page.goto('/orders');
    await expect(page).toHaveTitle('My orders | Gold Store');
  });

  test('a signed-in shopper coming back from login goes to the return target, never off the site', async ({ page, context, baseURL }) => {
    await signInWithCookie(context, baseURL!);
    await page.goto('/login?redirect=%2FFavorite');
    await expect(page).toHaveURL(/\/Favorite$/);
    await page.goto('/login?redirect=%2F%2Fevil.example%2Fsteal');
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test('each navigation starts at the top of the page', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/');
    // Scrolled down once the page is tall enough (the home page grows as its sections arrive).
    await expect
      .poll(() => page.evaluate(() => (window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }), window.scrollY)), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveTitle('About us | Gold Store');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
