import { expect } from '@playwright/test';
import { test } from './fixtures';
import { navigateInApp, signInWithCookie, useLanguage } from './support';

// The shopper's token has expired: the calls that carry it answer 401 (Prism's declared 401 of
// GET /orders and GET /carts); the same calls without it are a guest's and answer as usual.
const EXPIRED = new Set(['/api/v1/orders', '/api/v1/carts']);

test('a signed-in shopper whose session ends on /orders signs in again and is back on /orders', async ({ page, context, baseURL }) => {
  // A few page loads on a machine that may be busy.
  test.setTimeout(90_000);
  await signInWithCookie(context, baseURL!);
  await useLanguage(page, 'en');
  // The session ends while the shopper is in the store: the next page's calls find it ended.
  await page.goto('/');
  await page.route(
    (url) => EXPIRED.has(url.pathname),
    (route) =>
      route.request().headers()['authorization']
        ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=401' } })
        : route.fallback(),
  );

  await navigateInApp(page, '/orders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/, { timeout: 15_000 });
  // However many calls fail with the token: one toast.
  const ended = page.getByRole('alert').filter({ hasText: 'Your session has ended, please sign in again' });
  await expect(ended).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Email or Password' })).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === 'jwt')).toBeUndefined();

  // Signing in again (a fresh token the server takes) brings them back where they were.
  await page.unrouteAll();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('mohammed@goldstore.example');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret-password');
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/, { timeout: 15_000 });
  await expect(page).toHaveTitle('My orders | Gold Store');
  expect((await context.cookies()).find((cookie) => cookie.name === 'jwt')).toBeDefined();
});
