import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { startAppServer } from '../../scripts/appServer.mjs';
import { startNginx } from '../../scripts/nginx.mjs';
import { startMock } from '../../mocks/server.mjs';

// nginx keeps a guest's page a few seconds (deploy/nginx.conf.template, "Guests' pages"): every
// response still has its own CSP nonce, each language its own page, and a signed-in shopper's page
// is never served from the cache nor kept; a crowd at a page, kept or not, costs one render;
// while the API is down a guest gets the last good page. The smoke run's nginx keeps pages
// (playwright.nginx.config.ts); each test asks for an address of its own (a query the page
// ignores), so none finds another's page.

const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
const NONCE = /'nonce-([^']+)'/;
// The smoke run's own store (playwright.nginx.config.ts): its Node server and mock, for an nginx of a test's own.
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 8090);
const API = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 4030}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.describe.configure({ timeout: 60_000 });

/** An address no other test asks for: the same page, its own place in the cache. */
const ownAddress = (path: string) => `${path}?visit=${test.info().testId}-${Math.random().toString(36).slice(2)}`;

/** A page as a guest or shopper with these cookies (and any other request headers) asks for it. */
async function get(request: APIRequestContext, url: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<APIResponse> {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return request.get(url, { headers: cookie ? { ...headers, cookie } : headers, failOnStatusCode: false, maxRedirects: 0 });
}

/** The page's nonce as its CSP names it, checked against every nonce in its HTML. */
async function nonceOf(answer: APIResponse): Promise<{ nonce: string; html: string }> {
  const nonce = answer.headers()['content-security-policy']?.match(NONCE)?.[1];
  expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  const html = await answer.text();
  const inPage = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]));
  expect([...inPage]).toEqual([nonce]);
  return { nonce: nonce!, html };
}

/** The page without its nonce: what two guests of one cached page share. */
const withoutNonce = (html: string, nonce: string) => html.replaceAll(nonce, '');

test('two guests get the same kept page, each with a nonce of its own in the page and its policy', async ({ request }) => {
  const address = ownAddress('/products/101');
  const first = await get(request, address);
  const second = await get(request, address);
  expect(first.status()).toBe(200);
  expect(second.status()).toBe(200);
  expect(second.headers()['cache-control']).toBe('no-cache');
  const a = await nonceOf(first);
  const b = await nonceOf(second);
  expect(a.nonce).not.toBe(b.nonce);
  // The second was not made again: two renders differ (the time their data came, in the page's
  // data), these two only by their nonce.
  expect(withoutNonce(b.html, b.nonce)).toBe(withoutNonce(a.html, a.nonce));
});

test('an Arabic and an English guest never get each other’s page', async ({ request }) => {
  const address = ownAddress('/Store');
  const arabic = await get(request, address, { language: 'ar' });
  const english = await get(request, address, { language: 'en' });
  const noCookie = await get(request, address);
  expect(await arabic.text()).toContain('<html lang="ar" dir="rtl"');
  expect(await english.text()).toContain('<html lang="en" dir="ltr"');
  expect(await noCookie.text()).toContain('<html lang="ar" dir="rtl"');
  const englishAgain = await get(request, address, { language: 'en' });
  expect(await englishAgain.text()).toContain('<html lang="en" dir="ltr"');
});

test('a header the request made up never goes into a page another guest gets', async ({ request }) => {
  const address = ownAddress('/Store');
  // The store's own calls say their language in a header; a page asked for with one is its own.
  const english = await get(request, address, {}, { lang: 'en', 'x-forwarded-host': 'evil.example' });
  const englishPage = await english.text();
  expect(englishPage).toContain('<html lang="en" dir="ltr"');
  expect(englishPage).not.toContain('evil.example');
  const guest = await (await get(request, address)).text();
  expect(guest).toContain('<html lang="ar" dir="rtl"');
  expect(guest).not.toContain('evil.example');
});

test('a signed-in shopper never gets a kept page, and their page is never kept', async ({ request }) => {
  const address = ownAddress('/About');
  const guestBefore = await get(request, address);
  const signedIn = await get(request, address, { jwt: `e2e-cache-${Date.now()}` });
  expect(signedIn.headers()['cache-control']).toBe('private, no-store');
  const theirs = await signedIn.text();
  // The mock's shopper: their name and their cart's link, not the guest's sign-in button.
  expect(theirs).toContain('first_name:"محمد"');
  expect(theirs).toContain('href="/cart"');
  expect(await guestBefore.text()).not.toContain('first_name:"محمد"');
  // A new address, asked for first by the signed-in shopper: the guest after them gets a guest's page.
  const fresh = ownAddress('/About');
  await get(request, fresh, { jwt: `e2e-cache-${Date.now()}` });
  const guestAfter = await (await get(request, fresh)).text();
  expect(guestAfter).not.toContain('first_name:"محمد"');
  expect(guestAfter).toContain('href="/login"');
});

test('with the API stopped, a guest gets the last good page, and a page never kept is the 503 page', async ({ request }) => {
  // A mock, a store's server and an nginx of this test's own: the API is stopped under them.
  const base = Number(process.env.E2E_NGINX_PORT ?? 8090) + 40;
  const mock = await startMock({ port: base, quiet: true });
  let stopping: Promise<void> | undefined;
  const stopApi = () => (stopping ??= mock.close());
  const app = await startAppServer({ port: base + 1, outDir: OUT_DIR, apiOrigin: mock.url, quiet: true });
  const nginx = await startNginx({ port: base + 2, distDir: OUT_DIR, appUpstream: `127.0.0.1:${base + 1}`, upstream: mock.url });
  try {
    const kept = await get(request, `${nginx.url}/products/101`);
    expect(kept.status()).toBe(200);
    const good = await kept.text();
    await stopApi();
    // Past the few seconds the page is fresh and the five it may be served while made again.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const stale = await get(request, `${nginx.url}/products/101`);
    expect(stale.status()).toBe(200);
    const { nonce, html } = await nonceOf(stale);
    expect(withoutNonce(html, nonce)).toContain('سبيكة ذهب');
    expect(html.length).toBeGreaterThan(good.length / 2);
    const never = await get(request, `${nginx.url}/Store`);
    expect(never.status()).toBe(503);
    expect(never.headers()['retry-after']).toBeTruthy();
    expect(await never.text()).toContain('<html lang="ar" dir="rtl"');
  } finally {
    await nginx.close();
    await app.close();
    await stopApi();
  }
});

test('a crowd after a quiet spell gets the kept page at once and costs one render behind them; a crowd at a page never kept, one render', async ({ request }) => {
  // A store server and an nginx of this test's own: the server's /metrics counts its renders.
  const appPort = NGINX_PORT + 50;
  const app = await startAppServer({ port: appPort, outDir: OUT_DIR, apiOrigin: API, quiet: true });
  const nginx = await startNginx({ port: NGINX_PORT + 3, distDir: OUT_DIR, appUpstream: `127.0.0.1:${appPort}`, upstream: API });
  const renders = async () => {
    const metrics = await (await request.get(`http://127.0.0.1:${appPort}/metrics`)).text();
    return Number(/^store_page_render_seconds_count\{route="\/products\/\$productId",status="200"\} (\d+)$/m.exec(metrics)?.[1] ?? 0);
  };
  /** 20 guests at once: each its own nonce, all one page (two renders differ: the time their data came). */
  const crowdAt = async (address: string) => {
    const crowd = await Promise.all(Array.from({ length: 20 }, () => get(request, address)));
    expect(crowd.map((answer) => answer.status())).toEqual(Array(20).fill(200));
    const pages = await Promise.all(crowd.map(nonceOf));
    expect(new Set(pages.map((page) => page.nonce)).size).toBe(20);
    const made = new Set(pages.map((page) => withoutNonce(page.html, page.nonce)));
    expect(made.size).toBe(1);
    return [...made][0]!;
  };
  try {
    const address = `${nginx.url}${ownAddress('/products/101')}`;
    const old = await nonceOf(await get(request, address));
    // Past max-age (5 s, src/server.ts), as when a shared link or a notification brings many at once.
    await sleep(6_000);
    const before = await renders();
    expect(await crowdAt(address)).toBe(withoutNonce(old.html, old.nonce));
    // One render behind them, which the next guest gets.
    await expect.poll(renders).toBe(before + 1);
    await expect.poll(async () => {
      const next = await nonceOf(await get(request, address));
      return withoutNonce(next.html, next.nonce) !== withoutNonce(old.html, old.nonce);
    }).toBe(true);

    // A page nobody has: the server makes it once, for all of them (src/server/sharedRenders.ts).
    const fresh = await renders();
    await crowdAt(`${nginx.url}${ownAddress('/products/101')}`);
    expect((await renders()) - fresh).toBe(1);
  } finally {
    await nginx.close();
    await app.close();
  }
});

test('the store servers’ /metrics is never served to shoppers', async ({ request }) => {
  // A server that answers every path: nginx itself must refuse this one.
  const server = http.createServer((_, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('store_page_renders_total 1\n'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const nginx = await startNginx({ port: NGINX_PORT + 4, distDir: OUT_DIR, appUpstream: `127.0.0.1:${(server.address() as AddressInfo).port}`, upstream: API });
  try {
    expect(await (await get(request, `${nginx.url}/Store`)).text()).toContain('store_page_renders_total');
    for (const path of ['/metrics', '/metrics?format=prometheus', '//metrics', '/%6detrics']) {
      const answer = await get(request, `${nginx.url}${path}`);
      expect(answer.status(), path).toBe(404);
      expect(await answer.text(), path).not.toContain('store_page_renders_total');
    }
  } finally {
    await nginx.close();
    server.close();
  }
});
