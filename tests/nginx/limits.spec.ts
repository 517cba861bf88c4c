import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { startNginx } from '../../scripts/nginx.mjs';

// What nginx does on its own (deploy/nginx.conf.template): its errors are the store's page in both
// languages with their status, it limits how often one address signs in or asks for previews, and
// it refuses another site's writes to the API. Each test starts an nginx of its own (the limits
// count per address, and every test comes from 127.0.0.1) in front of the store's server the smoke
// run started (playwright.nginx.config.ts), or in front of a server that is down or stuck.

const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
const APP = `127.0.0.1:${Number(process.env.E2E_NGINX_PORT ?? 8090) + 1}`;
const API = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 4030}`;
let nextPort = Number(process.env.E2E_NGINX_PORT ?? 8090) + 10;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** An nginx of the test's own, stopped after it. */
async function ownNginx(appUpstream = APP) {
  return startNginx({ port: nextPort++, distDir: OUT_DIR, appUpstream, upstream: API });
}

/** The store's own page for an nginx error: both languages, its status. */
async function expectStorePage(answer: APIResponse, status: number, arabic: string, english: string) {
  expect(answer.status()).toBe(status);
  expect(answer.headers()['content-type']).toContain('text/html');
  const html = await answer.text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toContain(arabic);
  expect(html).toContain(english);
  expect(html).not.toMatch(/<center>nginx<\/center>/);
}

async function postJson(request: APIRequestContext, url: string, body: unknown, headers: Record<string, string> = {}) {
  return request.post(url, { data: body, headers: { 'content-type': 'application/json', ...headers }, failOnStatusCode: false, maxRedirects: 0 });
}

test('a search address too long for nginx is its 414 page, not its default', async ({ request }) => {
  const nginx = await ownNginx();
  try {
    const answer = await request.get(`${nginx.url}/products?search=${'%D8%B0'.repeat(2400)}`, { failOnStatusCode: false });
    await expectStorePage(answer, 414, 'الطلب أكبر مما يقبله المتجر', 'This request is too large');
  } finally {
    await nginx.close();
  }
});

test('signing in is limited per address: beyond it, 429 with the store page and Retry-After', async ({ request }) => {
  const nginx = await ownNginx();
  try {
    const origin = { origin: nginx.url };
    const answers = [];
    for (let i = 0; i < 14; i++) answers.push(await postJson(request, `${nginx.url}/session/login`, { email: `limit${i}@example.com`, password: 'Secret@123' }, origin));
    const statuses = answers.map((answer) => answer.status());
    // The burst (10, and the rate's first) goes through; the rest wait a minute.
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const refused = answers.at(-1)!;
    await expectStorePage(refused, 429, 'محاولات كثيرة', 'Too many tries');
    expect(refused.headers()['retry-after']).toBe('30');
    // Another page of the store is not limited.
    expect((await request.get(`${nginx.url}/About`)).status()).toBe(200);
  } finally {
    await nginx.close();
  }
});

test('link previews are limited per address', async ({ request }) => {
  const nginx = await ownNginx();
  try {
    const statuses = await Promise.all(Array.from({ length: 40 }, () => request.get(`${nginx.url}/og/products/101.jpg`, { failOnStatusCode: false }).then((answer) => answer.status())));
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
  } finally {
    await nginx.close();
  }
});

test('another site cannot write through the API or the session calls; this site can', async ({ request }) => {
  const nginx = await ownNginx();
  try {
    const coupon = `${nginx.url}/api/v1/coupon`;
    const foreign = await postJson(request, coupon, { code: 'GOLD5' }, { origin: 'https://evil.example', cookie: 'jwt=csrf-test-token' });
    expect(foreign.status()).toBe(403);
    expect(await foreign.json()).toMatchObject({ message: 'Forbidden' });
    const crossSite = await postJson(request, coupon, { code: 'GOLD5' }, { 'sec-fetch-site': 'cross-site', cookie: 'jwt=csrf-test-token' });
    expect(crossSite.status()).toBe(403);
    expect((await postJson(request, `${nginx.url}/session/logout`, {}, { origin: 'https://evil.example' })).status()).toBe(403);
    // The store's plain forms too (a page of another site posting to them).
    const form = { back: '/cart', product_id: '101', variety_id: '1001', quantity: '1' };
    const otherSites: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of otherSites) {
      const posted = await request.post(`${nginx.url}/actions/add-to-cart`, { form, headers: { cookie: 'jwt=csrf-test-token', ...headers }, maxRedirects: 0, failOnStatusCode: false });
      expect(posted.status()).toBe(403);
    }
    const ownForm = await request.post(`${nginx.url}/actions/add-to-cart`, { form, headers: { cookie: 'jwt=csrf-test-token', origin: nginx.url }, maxRedirects: 0, failOnStatusCode: false });
    expect(ownForm.status()).toBe(303);
    expect(ownForm.headers()['location']).toBe('/cart');
    // The same call from the store's own page reaches the API, with the token the cookie holds.
    const own = await postJson(request, coupon, { code: 'GOLD5' }, { origin: nginx.url, 'sec-fetch-site': 'same-origin', cookie: 'jwt=csrf-test-token' });
    expect(own.status()).toBe(200);
    // Reading is never refused.
    expect((await request.get(`${nginx.url}/api/v1/categories`, { headers: { origin: 'https://evil.example' } })).status()).toBe(200);
  } finally {
    await nginx.close();
  }
});

test('a 401 from the API to the shopper’s token clears the HttpOnly cookie', async ({ request }) => {
  const nginx = await ownNginx();
  try {
    const answer = await request.get(`${nginx.url}/api/v1/carts`, { headers: { cookie: 'jwt=expired-token', prefer: 'code=401' }, failOnStatusCode: false });
    expect(answer.status()).toBe(401);
    expect(answer.headers()['set-cookie']).toMatch(/^jwt=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/);
    // A guest's 401 (no cookie) clears nothing.
    const guest = await request.get(`${nginx.url}/api/v1/carts`, { headers: { prefer: 'code=401' }, failOnStatusCode: false });
    expect(guest.headers()['set-cookie']).toBeUndefined();
  } finally {
    await nginx.close();
  }
});

test('a store server that is down, or stuck, is the store page with 502 or 504', async ({ request }) => {
  // A port nothing listens on, and a server that takes the request and never answers.
  const stuck = http.createServer(() => {});
  await new Promise<void>((resolve) => stuck.listen(0, '127.0.0.1', resolve));
  const down = await ownNginx('127.0.0.1:1');
  const slow = await ownNginx(`127.0.0.1:${(stuck.address() as AddressInfo).port}`);
  try {
    await expectStorePage(await request.get(`${down.url}/Store`, { failOnStatusCode: false }), 502, 'المتجر غير متاح مؤقتًا', 'The store is temporarily unavailable');
    const started = Date.now();
    await expectStorePage(await request.get(`${slow.url}/Store`, { failOnStatusCode: false, timeout: 20_000 }), 504, 'المتجر غير متاح مؤقتًا', 'The store is temporarily unavailable');
    // nginx waits a little longer than the store's server takes for any page (3 s), and no more.
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    expect(Date.now() - started).toBeLessThan(9_000);
  } finally {
    stuck.closeAllConnections();
    stuck.close();
    await Promise.all([down.close(), slow.close()]);
  }
});

test('a body too large is the 413 page; the API’s own failures stay JSON for the app', async ({ request }) => {
  const nginx = await ownNginx();
  try {
    const big = Buffer.alloc(27 * 1024 * 1024, 'a');
    const page = await request.post(`${nginx.url}/session/login`, { data: big, headers: { 'content-type': 'application/json', origin: nginx.url }, failOnStatusCode: false });
    await expectStorePage(page, 413, 'الطلب أكبر مما يقبله المتجر', 'This request is too large');
    const api = await request.post(`${nginx.url}/api/v1/maintenance-requests`, { data: big, headers: { 'content-type': 'application/json', origin: nginx.url }, failOnStatusCode: false });
    expect(api.status()).toBe(413);
    expect(api.headers()['content-type']).toContain('application/json');
  } finally {
    await nginx.close();
  }
});
