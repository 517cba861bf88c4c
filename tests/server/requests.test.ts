// What the store's server does with each request besides rendering it: its log line, the request
// id it passes on, the Prefer header it does or does not pass on, the session cookie it alone
// writes, and how it stops. Needs a build: SERVER_TEST_OUT_DIR (e.g. dist-server-test) or dist.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { startMock } from '../../mocks/server.mjs';
import { startAppServer } from '../../scripts/appServer.mjs';
import { SLOW_MS, startFakeApi, type FakeApi } from './fakeApi.ts';
import { eventually, OUT_DIR, request, sleep, spawnStore, type SpawnedStore } from './storeServer.ts';

// The mock also takes its port + 1000, + 2000 and + 3000 (its Prism servers and memory).
const MOCK_PORT = 5650;
const FAKE_PORT = 5651;

let mock: { url: string; close: () => Promise<void> };
let fake: FakeApi;

before(async () => {
  mock = await startMock({ port: MOCK_PORT, quiet: true });
  fake = await startFakeApi({ port: FAKE_PORT, upstream: mock.url });
});

after(async () => {
  await fake?.close();
  await mock?.close();
});

/** The calls the fake API received for one page request (told by the request id it carried). */
const callsOf = (id: string) => fake.received.filter((call) => call.headers['x-request-id'] === id);

describe('the server started without PASS_PREFER_TO_API, its stdout read', () => {
  let store: SpawnedStore;
  before(async () => {
    await fake.setMode('pass');
    store = await spawnStore({ port: 5660, apiOrigin: fake.url });
  });
  after(() => store?.close());

  /** The log line of the request `id`, once written (the line follows the response's head). */
  const lineOf = (id: string) => eventually(`the log line of ${id}`, 2000, () => store.lines().find((line) => line.id === id));

  test('one JSON line per page request, with the request id the API and the browser also see', async () => {
    const startedAt = Date.now();
    const pages: { id: string; path: string; language: string; headers: Record<string, string> }[] = [
      { id: 'log-guest-00000001', path: '/Store?q=ring&page=2', language: 'ar', headers: {} },
      { id: 'log-english-0000002', path: '/products/101?lang=en', language: 'en', headers: {} },
      { id: 'log-cookie-en-00003', path: '/About', language: 'en', headers: { cookie: 'language=en' } },
    ];
    for (const page of pages) {
      const answer = await request(store.url + page.path, { headers: { 'x-request-id': page.id, ...page.headers } });
      assert.equal(answer.status, 200, page.path);
      assert.equal(answer.headers.get('x-request-id'), page.id, 'the id is sent back');
      assert.ok(callsOf(page.id).length > 0, `the API received the id ${page.id}`);

      const line = await lineOf(page.id);
      const { time, ms, ...rest } = line;
      assert.deepEqual(rest, { id: page.id, method: 'GET', path: page.path.split('?')[0], status: 200, language: page.language, signedIn: false });
      assert.ok(Date.parse(time) >= startedAt - 1000 && Date.parse(time) <= Date.now(), `time ${time}`);
      assert.ok(Number.isInteger(ms) && ms >= 0 && ms <= answer.ms, `ms ${ms} (the browser waited ${answer.ms})`);
    }
    for (const page of pages) assert.equal(store.lines().filter((line) => line.id === page.id).length, 1, `one line for ${page.id}`);
    // Nothing but JSON lines on stdout: a log collector parses every line.
    const stdoutLines = store.output().split('\n').filter(Boolean);
    assert.ok(stdoutLines.every((line) => line.startsWith('{')), stdoutLines.find((line) => !line.startsWith('{')));
  });

  test("an API error is logged once with its stack; a signed-in shopper's token never is", async () => {
    await fake.setMode('500');
    try {
      const failed = await request(`${store.url}/products/101`, { headers: { 'x-request-id': 'log-api-error-00004' } });
      assert.equal(failed.status, 503);
      const line = await lineOf('log-api-error-00004');
      assert.equal(line.status, 503);
      assert.equal(typeof line.error?.message, 'string');
      assert.match(line.error?.stack ?? '', /\n\s+at /, 'a stack with its frames');
    } finally {
      await fake.setMode('pass');
    }

    const signedIn = await request(`${store.url}/cart`, { headers: { 'x-request-id': 'log-signed-in-00005', cookie: 'jwt=secret-token-123' } });
    const line = await lineOf('log-signed-in-00005');
    assert.equal(line.status, signedIn.status);
    assert.equal(line.signedIn, true);
    assert.equal(line.error, undefined, 'a good page has no error');
    // The token went to the API (so it was the server's to log) and appears in no line.
    assert.ok(callsOf('log-signed-in-00005').some((call) => call.headers.authorization === 'Bearer secret-token-123'));
    assert.ok(!store.output().includes('secret-token-123'), 'the token is not in the log');
  });

  test('a link preview is made only for a product the API has, and a missing one is asked for once a minute', async () => {
    const made = await request(`${store.url}/og/products/101.jpg`);
    assert.equal(made.status, 200);
    assert.equal(made.headers.get('content-type'), 'image/jpeg');
    const asked = () => fake.received.filter((call) => call.path === '/api/v1/products/999999').length;
    const before = asked();
    for (let i = 0; i < 3; i++) assert.equal((await request(`${store.url}/og/products/999999.jpg`)).status, 404);
    assert.equal(asked() - before, 1, 'the API was asked for the missing product once, not three times');
  });

  test('a Prefer header is not passed on to the API', async () => {
    const answer = await request(`${store.url}/About`, { headers: { 'x-request-id': 'prefer-not-passed-06', prefer: 'code=500' } });
    assert.equal(answer.status, 200, 'the mock was not told to fail');
    const calls = callsOf('prefer-not-passed-06');
    assert.ok(calls.length > 0);
    assert.deepEqual(calls.filter((call) => 'prefer' in call.headers), []);
  });
});

describe('the server started with passPrefer, against the mock', () => {
  let store: { url: string; close: () => Promise<unknown> };
  let origin: string;
  before(async () => {
    await fake.setMode('pass');
    store = await startAppServer({ port: 5661, outDir: OUT_DIR, apiOrigin: fake.url, passPrefer: true, quiet: true });
    origin = store.url;
  });
  after(() => store?.close());

  const login = (headers: Record<string, string>) =>
    request(`${store.url}/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: 'server-test@example.com', password: 'Secret-123' }),
    });
  /** The Set-Cookie headers of an answer that set or clear `jwt`. */
  const jwtCookies = (headers: Headers) => headers.getSetCookie().filter((cookie) => cookie.startsWith('jwt='));
  const attributes = (cookie: string) => cookie.split(';').slice(1).map((part) => part.trim());

  test('a Prefer header is passed on to the API', async () => {
    const answer = await request(`${store.url}/About`, { headers: { 'x-request-id': 'prefer-passed-000007', prefer: 'code=500' } });
    assert.equal(answer.status, 503, 'the mock failed as told');
    assert.ok(callsOf('prefer-passed-000007').some((call) => call.headers.prefer === 'code=500'));
  });

  test('signing in puts the token in an HttpOnly cookie and nowhere else', async () => {
    const signIn = await login({ origin });
    assert.equal(signIn.status, 200);
    const [cookie, ...more] = jwtCookies(signIn.headers);
    assert.ok(cookie && more.length === 0, 'one jwt cookie');
    const token = decodeURIComponent(cookie.slice('jwt='.length).split(';')[0]!);
    assert.ok(token.length > 0);
    assert.deepEqual(attributes(cookie).toSorted(), ['HttpOnly', 'Max-Age=31536000', 'Path=/', 'SameSite=Lax'], 'no Secure over http');
    const body = JSON.parse(signIn.body) as { data: { user: { email: string } } };
    assert.equal(body.data.user.email, 'server-test@example.com');
    assert.ok(!signIn.body.includes(token) && !signIn.body.includes('token'), 'no token in the answer');

    const secure = await login({ origin: origin.replace('http:', 'https:'), 'x-forwarded-proto': 'https' });
    assert.equal(secure.status, 200);
    assert.ok(attributes(jwtCookies(secure.headers)[0] ?? '').includes('Secure'), 'Secure over https');

    // The page of the signed-in shopper: the session is handed to the browser without the token.
    const page = await request(`${store.url}/`, { headers: { cookie: `jwt=${encodeURIComponent(token)}` } });
    assert.equal(page.status, 200);
    assert.ok(!page.body.includes(token), 'the token is not in the page');
    const session = dehydrated(page.body, 'session:') ?? '';
    assert.ok(session.includes('server-test@example.com'), 'the dehydrated session is the shopper');
    assert.ok(!session.includes('token'), session);
  });

  test('a write from another site is refused and never reaches the API', async () => {
    const loginCalls = () => fake.received.filter((call) => call.path.endsWith('/user/auth/login')).length;
    const before = loginCalls();
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin, 'sec-fetch-site': 'cross-site' }];
    for (const headers of crossSite) {
      const refused = await login(headers);
      assert.equal(refused.status, 403, JSON.stringify(headers));
      assert.deepEqual(jwtCookies(refused.headers), []);
    }
    assert.equal(loginCalls(), before);
    // The same request from the store's own page goes through.
    assert.equal((await login({ origin, 'sec-fetch-site': 'same-origin' })).status, 200);
  });

  test('signing out, or the API refusing the token, clears the cookie', async () => {
    const token = decodeURIComponent(jwtCookies((await login({ origin })).headers)[0]!.split(';')[0]!.slice('jwt='.length));
    const cookie = `jwt=${encodeURIComponent(token)}`;
    const isCleared = (headers: Headers) => jwtCookies(headers).some((set) => set.startsWith('jwt=;') && attributes(set).includes('Max-Age=0'));

    const kept = await request(`${store.url}/cart`, { headers: { cookie } });
    assert.equal(kept.status, 200);
    assert.ok(!isCleared(kept.headers), 'a token the API takes is kept');
    const refused = await request(`${store.url}/cart`, { headers: { cookie, prefer: 'code=401' } });
    assert.ok(isCleared(refused.headers), `a 401 clears the cookie (${refused.status})`);

    const logout = await request(`${store.url}/session/logout`, { method: 'POST', headers: { cookie, origin, 'content-type': 'application/json' }, body: '{}' });
    assert.equal(logout.status, 200);
    assert.ok(isCleared(logout.headers), 'logout clears the cookie');
  });
});

test('SIGTERM: the request in flight gets its page, new connections are refused, exit 0', async () => {
  // Every API answer takes SLOW_MS: a page request is still in flight when the signal comes.
  await fake.setMode('slow');
  const store = await spawnStore({ port: 5662, apiOrigin: fake.url });
  try {
    const inFlight = request(`${store.url}/Store`, { headers: { 'x-request-id': 'sigterm-in-flight-8' } }).catch((error: Error) => error);
    await eventually('the page asked the API', 5000, () => callsOf('sigterm-in-flight-8').length > 0);
    const signalledAt = performance.now();
    process.kill(store.pid, 'SIGTERM');
    const refused = await eventually('new connections refused', 1000, () => connectionRefused(5662)).then(() => true, () => false);
    const answer = await inFlight;
    const code = await Promise.race([store.exited, sleep(10_000).then(() => 'still running 10 s after SIGTERM')]);
    const outcome = answer instanceof Error ? `${answer.message}: ${(answer.cause as Error | undefined)?.message}` : `${answer.status} after ${answer.ms} ms`;
    console.log(`SIGTERM: the page in flight: ${outcome}; exit ${code} ${Math.round(performance.now() - signalledAt)} ms after the signal`);

    assert.ok(refused, 'a new connection after SIGTERM is refused');
    assert.ok(!(answer instanceof Error), `the page in flight was cut off (${outcome})`);
    assert.ok([200, 503].includes(answer.status), `the page in flight: ${answer.status}`);
    assert.ok(answer.ms >= SLOW_MS, 'it waited for the API');
    assert.match(answer.body, /<\/html>\s*$/, 'the whole page');
    assert.equal(code, 0);
  } finally {
    await store.close();
    await fake.setMode('pass');
  }
});

/** Whether a new TCP connection to the port is refused. */
const connectionRefused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

/**
 * The object the page hands to the browser after `key` (`session:{…}` in the router's dehydrated
 * state), up to its closing brace.
 */
function dehydrated(html: string, key: string): string | undefined {
  const start = html.indexOf('{', html.indexOf(key));
  if (html.indexOf(key) < 0 || start < 0) return undefined;
  let depth = 0;
  for (let i = start; i < html.length; i++) {
    if (html[i] === '{') depth++;
    if (html[i] === '}' && --depth === 0) return html.slice(start, i + 1);
  }
  return undefined;
}
