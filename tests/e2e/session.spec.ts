import { expect } from '@playwright/test';
import { test } from './fixtures';
import { navigateInApp, signInWithCookie, useLanguage } from './support';

// The shopper's token has expired: the calls that carry it answer 401 (Prism's declared 401 of
// GET /orders and GET /carts). The browser never sees the token (nginx adds it from the HttpOnly
// cookie), so the test has those calls answer 401 until the shopper signs in again.
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
    (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'code=401' } }),
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

// The session lives in the jwt cookie the store's server sets: HttpOnly, so no script reads it,
// and the token is written into no page, no dehydrated state and no storage.
const SIGNED_IN_PAGES = ['/', '/cart', '/Favorite', '/Compare', '/Profile', '/checkout', '/orders', '/OrderDetails/5001', '/OrderDetails/5001/invoice', '/products/101'];
// Where the app does most with the session once it runs: the frame, the cart, the checkout, an order.
const PAGES_RUN = ['/', '/checkout', '/OrderDetails/5001'];
// The header's account button, named after the signed-in shopper.
const ACCOUNT_MENU = 'Account menu of ';

test('signing in through the form keeps the token where no script and no page can read it', async ({ page, context }) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en');
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('token-leak@goldstore.example');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret-password');
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });

  const cookie = (await context.cookies()).find(({ name }) => name === 'jwt');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
  // 365 days, give or take the test's own seconds.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  const token = cookie!.value;
  expect(token.length).toBeGreaterThan(8);

  // Every signed-in page as the server sends it (the browser's cookies, through nginx): the
  // shopper's page, without the token.
  for (const path of SIGNED_IN_PAGES) {
    const answer = await context.request.get(path);
    expect(answer.status(), path).toBe(200);
    const html = await answer.text();
    expect(html, `${path} is the signed-in shopper's`).toContain(ACCOUNT_MENU);
    expect(html, `${path}'s HTML`).not.toContain(token);
  }
  // Once the app runs on the page, nothing a script can read holds it.
  for (const path of PAGES_RUN) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`^${ACCOUNT_MENU}`) })).toBeVisible();
    const readable = await page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }));
    expect(readable.cookie, `${path}: document.cookie`).not.toContain('jwt=');
    expect(JSON.stringify(readable), `${path}: what scripts can read`).not.toContain(token);
  }
});
