// What a page says comes from the API, never from its address, and a page is the page as long as
// its own data came: a failing section is left for the browser. Needs a build (SERVER_TEST_OUT_DIR
// or dist).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startMock } from '../../mocks/server.mjs';
import { startAppServer } from '../../scripts/appServer.mjs';
import { startFakeApi, type FakeApi } from './fakeApi.ts';
import { OUT_DIR, request } from './storeServer.ts';

// The mock also takes its port + 1000, + 2000 and + 3000.
const MOCK_PORT = 5670;

let mock: { url: string; close: () => Promise<void> };
let fake: FakeApi;
let store: { url: string; close: () => Promise<unknown> };

before(async () => {
  mock = await startMock({ port: MOCK_PORT, quiet: true });
  fake = await startFakeApi({ port: 5671, upstream: mock.url });
  store = await startAppServer({ port: 5672, outDir: OUT_DIR, apiOrigin: fake.url, quiet: true });
});

after(async () => {
  await store?.close();
  await fake?.close();
  await mock?.close();
});

/** The queries the server handed to the browser with the page (their hashes name their calls). */
const handedOver = (html: string) => [...html.matchAll(/queryHash:"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!);

test("a product whose related pieces and comments fail is still its page; those are left for the browser", async () => {
  fake.failCalls(/\/products\/101\/(related|comments)/);
  try {
    const page = await request(`${store.url}/products/101`, { headers: { cookie: 'language=en' } });
    assert.equal(page.status, 200);
    const title = ((await (await fetch(`${mock.url}/api/v1/products/101`, { headers: { lang: 'en' } })).json()) as { data: { title: string } }).data.title;
    assert.match(page.body, new RegExp(`<h1[^>]*>${title}</h1>`));
    const queries = handedOver(page.body);
    assert.ok(queries.some((hash) => hash.includes('/products/{id}') && !hash.includes('related') && !hash.includes('comments')), 'the product is handed over');
    assert.ok(!queries.some((hash) => /related|comments/.test(hash)), `no failed section is handed over: ${queries.join(' ')}`);
  } finally {
    fake.failCalls(undefined);
  }
});

test("a product's first HTML has the instalment split, still there from the last good answer while the ways to pay do not come", async () => {
  const page = await request(`${store.url}/products/108`, { headers: { cookie: 'language=en' } });
  assert.equal(page.status, 200);
  // 5,390.25 SAR: Tabby's 4 payments and Tamara's 3, as text (React's markers between its parts aside).
  const list = /<ul[^>]*aria-label="Pay in instalments"[^>]*>(.*?)<\/ul>/s.exec(page.body)?.[1] ?? '';
  const lines = [...list.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map(([, line]) => line!.replace(/<[^>]*>|<!-- -->/g, '').replace(/\s+/g, ' '));
  assert.deepEqual(lines, ['4 interest-free payments of 1,347.56 SAR with Tabby', '3 interest-free payments of 1,796.75 SAR with Tamara']);
  assert.ok(handedOver(page.body).some((hash) => hash.includes('/payment-methods')), 'the ways to pay are handed over');
  // The same for everyone and seldom changed, the ways to pay are kept a minute like the page's
  // frame (src/server/frameCache.ts): pages do not wait for them, nor lose them while the API fails.
  fake.failCalls(/\/payment-methods/);
  try {
    const kept = await request(`${store.url}/products/108`, { headers: { cookie: 'language=en' } });
    assert.equal(kept.status, 200);
    assert.match(kept.body, /3 interest-free payments of/);
  } finally {
    fake.failCalls(undefined);
  }
});

test("an order that is not the shopper's, or an id that cannot be an order's, is the order's not-found page, with 404", async () => {
  for (const path of ['/OrderDetails/999999', '/OrderDetails/abc', '/OrderDetails/1.5/invoice']) {
    const page = await request(`${store.url}${path}`, { headers: { cookie: 'jwt=pages-test-token' } });
    assert.equal(page.status, 404, path);
    assert.match(page.body, /<title>الطلب غير موجود \| متجر الذهب<\/title>/, path);
  }
  assert.equal((await request(`${store.url}/OrderDetails/5001`, { headers: { cookie: 'jwt=pages-test-token' } })).status, 200);
});

test('a signed-in shopper asking for a guest-only page is sent home by the server', async () => {
  for (const path of ['/login', '/Register', '/forgetPassword', '/ResetPassword', '/VerifyEmail']) {
    const answer = await request(`${store.url}${path}`, { headers: { cookie: 'jwt=pages-test-token' } });
    assert.ok(answer.status >= 300 && answer.status < 400, `${path}: ${answer.status}`);
    assert.equal(new URL(answer.headers.get('location')!, store.url).pathname, '/', path);
  }
});

test('a category is named by the API: an unknown id is a 404 and a wrong name a 301 to its own', async () => {
  const trap = encodeURIComponent('عرض خاص: حوّل المبلغ إلى الحساب SA0000000000');
  const missing = await request(`${store.url}/category/999/${trap}`);
  assert.equal(missing.status, 404);
  assert.ok(!/<h1[^>]*>[^<]*SA0000000000/.test(missing.body) && !/<title>[^<]*SA0000000000/.test(missing.body), 'the address is not the heading or the title');
  const renamed = await request(`${store.url}/category/1/${trap}?karat=24`);
  assert.equal(renamed.status, 301);
  const ownName = ((await (await fetch(`${mock.url}/api/v1/categories`, { headers: { lang: 'ar' } })).json()) as { data: { title: string }[] }).data[0]!.title;
  assert.equal(renamed.headers.get('location'), `/category/1/${encodeURIComponent(ownName)}?karat=24`);
});

test('the search page uses the first 100 characters of the text', async () => {
  const long = 'ذهب'.repeat(50);
  const answer = await request(`${store.url}/products?search=${encodeURIComponent(long)}`);
  assert.equal(answer.status, 307);
  const kept = new URL(answer.headers.get('location')!, store.url).searchParams.get('search')!;
  assert.equal(kept, long.slice(0, 100));
});
