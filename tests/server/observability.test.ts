// The store's server watched in production: GET /metrics in Prometheus' text format (pages by
// route and status, API calls by operation and outcome, the circuit, the frame cache, the Web
// Vitals received), POST /vitals taking only what a page sends, and traces only when OTEL_* asks
// for them, with the API's calls carrying their traceparent. Needs a build (SERVER_TEST_OUT_DIR or dist).
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { startMock } from '../../mocks/server.mjs';
import { startAppServer, tracingWanted } from '../../scripts/appServer.mjs';
import { startFakeApi, type FakeApi } from './fakeApi.ts';
import { eventually, OUT_DIR, request, sleep, spawnStore, type SpawnedStore } from './storeServer.ts';

// The mock also takes its port + 1000, + 2000 and + 3000.
const MOCK_PORT = 4153;
const FAKE_PORT = 4154;
const COLLECTOR_PORT = 4155;
const FAULTY_FAKE_PORT = 4156;

// Nothing of this machine's own OTEL_* settings: each server here is given its own.
for (const name of Object.keys(process.env)) if (name.startsWith('OTEL_')) delete process.env[name];

let mock: { url: string; close: () => Promise<void> };
let fake: FakeApi;
let store: SpawnedStore;

before(async () => {
  mock = await startMock({ port: MOCK_PORT, quiet: true });
  fake = await startFakeApi({ port: FAKE_PORT, upstream: mock.url });
  // A service's name alone does not ask for traces.
  process.env.OTEL_SERVICE_NAME = 'gold-store-test';
  try {
    store = await spawnStore({ port: 3152, apiOrigin: fake.url });
  } finally {
    delete process.env.OTEL_SERVICE_NAME;
  }
});

after(async () => {
  await store?.close();
  await fake?.close();
  await mock?.close();
});

/** The value of the sample `name` whose labels include `labels`, or undefined when there is none. */
function sample(metrics: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of metrics.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const own = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => own[key] === value)) return Number(match[3]);
  }
  return undefined;
}

async function metricsOf(url: string): Promise<string> {
  const answer = await request(`${url}/metrics`);
  assert.equal(answer.status, 200);
  assert.match(answer.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  return answer.body;
}

test("/metrics: a page's render by its route and status, the API's calls by operation, the circuit and the frame cache", async () => {
  assert.equal((await request(`${store.url}/products/101`)).status, 200);
  assert.equal((await request(`${store.url}/no-such-page/42`)).status, 404);
  const metrics = await metricsOf(store.url);

  assert.ok((sample(metrics, 'store_page_render_seconds_count', { route: '/products/$productId', status: '200' }) ?? 0) >= 1, 'the product page, by its route');
  assert.ok((sample(metrics, 'store_page_render_seconds_count', { route: '__root__', status: '404' }) ?? 0) >= 1, 'an unknown address, as the not-found page');
  assert.ok(sample(metrics, 'store_page_render_seconds_bucket', { route: '/products/$productId', status: '200', le: '+Inf' }) !== undefined, 'a histogram');
  assert.ok((sample(metrics, 'store_api_call_seconds_count', { operation: '/products/{id}', method: 'GET', outcome: 'ok' }) ?? 0) >= 1, "the product's call, by its operation");
  assert.ok((sample(metrics, 'store_api_call_seconds_count', { operation: '/categories', outcome: 'ok' }) ?? 0) >= 1, "the frame's calls too");
  assert.doesNotMatch(metrics, /route="\/products\/101"|operation="[^"]*101|no-such-page|operation="other"/, 'labels are patterns, never addresses');

  assert.equal(sample(metrics, 'store_api_circuit_state', { state: 'closed' }), 1);
  assert.equal(sample(metrics, 'store_api_circuit_state', { state: 'open' }), 0);
  const age = sample(metrics, 'store_frame_cache_age_seconds', { call: 'categories', language: 'ar' });
  assert.ok(age !== undefined && age >= 0 && age < 60, `the kept categories are ${age} s old`);
  assert.ok(sample(metrics, 'process_cpu_user_seconds_total') !== undefined, "Node's own metrics");
  assert.ok(sample(metrics, 'nodejs_eventloop_lag_seconds') !== undefined, "Node's own metrics");

  assert.ok(!store.lines().some((line) => line.path === '/metrics'), '/metrics is not in the request log');
});

test("a crowd of guests at a page nginx keeps costs one render, given to each; a signed-in shopper's page and one without nginx's nonce are each their own", async () => {
  const CROWD = 12;
  const renders = async () => sample(await metricsOf(store.url), 'store_page_render_seconds_count', { route: '/products/$productId', status: '200' }) ?? 0;
  const shared = async () => sample(await metricsOf(store.url), 'store_page_shared_renders_total', { route: '/products/$productId' }) ?? 0;
  // Renders each their own are few: on a busy machine a dozen at once outlast the page's deadline.
  const crowd = async (cookieOf: (n: number) => string, headers: Record<string, string>, size = CROWD) => {
    const address = `${store.url}/products/101?crowd=${Math.random().toString(36).slice(2)}`;
    const before = { renders: await renders(), shared: await shared() };
    const pages = await Promise.all(Array.from({ length: size }, (_, n) => request(address, { headers: { cookie: cookieOf(n), ...headers } })));
    assert.deepEqual(pages.map((page) => page.status), Array(size).fill(200));
    return { pages, renders: (await renders()) - before.renders, shared: (await shared()) - before.shared };
  };
  const nginxs = { 'x-nonce-placeholder': 'csp-nonce-by-nginx' };

  const guests = await crowd(() => 'language=ar', nginxs);
  assert.deepEqual([guests.renders, guests.shared], [1, CROWD - 1]);
  assert.equal(new Set(guests.pages.map((page) => page.body)).size, 1, 'every guest is given the whole page');
  assert.match(guests.pages[0]!.body, /<html lang="ar"/);
  assert.match(guests.pages[0]!.body, /csp-nonce-by-nginx/, "nginx's placeholder, which it replaces in each response");
  assert.equal(new Set(guests.pages.map((page) => page.headers.get('x-request-id'))).size, CROWD, 'each answer its own request id');
  assert.ok(store.lines().filter((line) => line.sharedRender).length >= CROWD - 1, 'the log says which were given a copy');

  // Each shopper's page is theirs; a page without nginx's placeholder has a nonce of its own.
  const signedIn = await crowd((n) => `language=ar; jwt=e2e-crowd-${n}`, nginxs, 4);
  assert.deepEqual([signedIn.renders, signedIn.shared], [4, 0]);
  const direct = await crowd(() => 'language=ar', {}, 4);
  assert.deepEqual([direct.renders, direct.shared], [4, 0]);
  // In each language its own page.
  const mixed = await crowd((n) => `language=${n % 2 ? 'en' : 'ar'}`, nginxs);
  assert.deepEqual([mixed.renders, mixed.shared], [2, CROWD - 2]);
});

const GOOD_BATCH = {
  vitals: [
    { name: 'LCP', value: 2100, route: '/products/$productId' },
    { name: 'CLS', value: 0.03, route: '/products/$productId' },
    { name: 'INP', value: 180, route: '/products/$productId' },
    { name: 'FCP', value: 900.5, route: '/products/$productId' },
    { name: 'TTFB', value: 310, route: '/products/$productId' },
  ],
};

const postVitals = (body: string, headers: Record<string, string> = {}) =>
  request(`${store.url}/vitals`, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } });

test('POST /vitals: a batch as the page sends it is counted in /metrics and logged in one line, without the shopper', async () => {
  const before = await metricsOf(store.url);
  const count = (metrics: string, name: string) => sample(metrics, 'store_web_vital_seconds_count', { name, route: '/products/$productId' }) ?? 0;
  const answer = await postVitals(JSON.stringify(GOOD_BATCH), { cookie: 'jwt=vitals-test-token; language=en', 'x-forwarded-for': '203.0.113.7', 'sec-fetch-site': 'same-origin' });
  assert.equal(answer.status, 204);

  const metrics = await metricsOf(store.url);
  for (const name of ['LCP', 'INP', 'FCP', 'TTFB']) assert.equal(count(metrics, name), count(before, name) + 1, name);
  const bucket = (le: string) => sample(metrics, 'store_web_vital_seconds_bucket', { name: 'LCP', route: '/products/$productId', le }) ?? 0;
  const bucketBefore = (le: string) => sample(before, 'store_web_vital_seconds_bucket', { name: 'LCP', route: '/products/$productId', le }) ?? 0;
  assert.equal(bucket('1.8') - bucketBefore('1.8'), 0, 'an LCP of 2.1 s is above 1.8 s');
  assert.equal(bucket('2.5') - bucketBefore('2.5'), 1, 'and within 2.5 s (milliseconds become seconds)');
  const cls = (metrics: string, le: string) => sample(metrics, 'store_web_vital_cls_bucket', { route: '/products/$productId', le }) ?? 0;
  assert.equal(cls(metrics, '0.05') - cls(before, '0.05'), 1, 'CLS has a histogram of its own, without a unit');
  const accepted = (metrics: string) => sample(metrics, 'store_web_vitals_batches_total', { outcome: 'accepted' }) ?? 0;
  assert.equal(accepted(metrics), accepted(before) + 1);

  const line = await eventually('the batch is logged', 2000, () =>
    store
      .output()
      .split('\n')
      .find((text) => text.includes('"web vitals"')),
  );
  assert.deepEqual(JSON.parse(line).vitals, GOOD_BATCH.vitals);
  assert.doesNotMatch(line, /vitals-test-token|jwt|cookie|203\.0\.113\.7|language/, 'nothing of the shopper is logged');
});

test('POST /vitals refuses, whole and uncounted, what a page does not send', async () => {
  const vital = GOOD_BATCH.vitals[0]!;
  const invalid: [string, string][] = [
    ['not JSON', 'LCP=2100'],
    ['not an object', JSON.stringify([vital])],
    ['another key', JSON.stringify({ ...GOOD_BATCH, page: '/products/101' })],
    ['no value', JSON.stringify({ vitals: [] })],
    ['six values', JSON.stringify({ vitals: [...GOOD_BATCH.vitals, { name: 'LCP', value: 1, route: '/' }] })],
    ['a name twice', JSON.stringify({ vitals: [vital, vital] })],
    ['an unknown name', JSON.stringify({ vitals: [{ ...vital, name: 'FID' }] })],
    ['a value that is text', JSON.stringify({ vitals: [{ ...vital, value: '2100' }] })],
    ['a negative value', JSON.stringify({ vitals: [{ ...vital, value: -1 }] })],
    ['a value no page has', JSON.stringify({ vitals: [{ ...vital, value: 1e9 }] })],
    ['a CLS past its range', JSON.stringify({ vitals: [{ name: 'CLS', value: 50, route: '/' }] })],
    ['an address, not a route', JSON.stringify({ vitals: [{ ...vital, route: '/products/101' }] })],
    ['a route the app does not have', JSON.stringify({ vitals: [{ ...vital, route: '/admin/$secret' }] })],
    ['a long route', JSON.stringify({ vitals: [{ ...vital, route: `/${'a'.repeat(200)}` }] })],
    ['a field more', JSON.stringify({ vitals: [{ ...vital, url: 'https://store.example/products/101' }] })],
  ];
  const before = await metricsOf(store.url);
  for (const [what, body] of invalid) assert.equal((await postVitals(body)).status, 400, what);
  assert.equal((await postVitals(JSON.stringify(GOOD_BATCH), { 'content-type': 'application/x-www-form-urlencoded' })).status, 400, 'a form');
  assert.equal((await postVitals(JSON.stringify({ vitals: [{ ...vital, route: 'x'.repeat(5000) }] }))).status, 413, 'a body of 5 KB');
  assert.equal((await postVitals(JSON.stringify(GOOD_BATCH), { 'sec-fetch-site': 'cross-site' })).status, 403, "another site's page");
  assert.equal((await request(`${store.url}/vitals`)).status, 405, 'a GET');

  const metrics = await metricsOf(store.url);
  const batches = (text: string, outcome: string) => sample(text, 'store_web_vitals_batches_total', { outcome }) ?? 0;
  assert.equal(batches(metrics, 'accepted'), batches(before, 'accepted'), 'none taken');
  assert.equal(batches(metrics, 'invalid'), batches(before, 'invalid') + invalid.length + 1);
  assert.equal(batches(metrics, 'too_large'), batches(before, 'too_large') + 1);
  assert.equal(batches(metrics, 'cross_site'), batches(before, 'cross_site') + 1);
  const counted = (text: string) => sample(text, 'store_web_vital_seconds_count', { name: 'LCP', route: '/products/$productId' }) ?? 0;
  assert.equal(counted(metrics), counted(before), 'no value of a refused batch is counted');
});

describe('when the API fails', () => {
  let faulty: FakeApi;
  let server: { url: string; close: () => Promise<unknown> };

  before(async () => {
    faulty = await startFakeApi({ port: FAULTY_FAKE_PORT, upstream: mock.url });
    server = await startAppServer({ port: 3153, outDir: OUT_DIR, apiOrigin: faulty.url, quiet: true, env: { API_CALL_TIMEOUT_MS: '300', PAGE_DATA_DEADLINE_MS: '300' } });
  });
  after(async () => {
    await server?.close();
    await faulty?.close();
  });

  test('each call is counted by its outcome, and the circuit gauge follows the API: open after timeouts, half open, closed again', async () => {
    // The frame's answers are kept first, as in production.
    assert.equal((await request(`${server.url}/products/101`)).status, 200);
    const outcome = (metrics: string, value: string) => sample(metrics, 'store_api_call_seconds_count', { operation: '/products/{id}', method: 'GET', outcome: value }) ?? 0;
    const state = async () => {
      const metrics = await metricsOf(server.url);
      const states = ['closed', 'open', 'half_open'].filter((name) => sample(metrics, 'store_api_circuit_state', { state: name }) === 1);
      return states.join(' ');
    };

    await faulty.setMode('500');
    assert.equal((await request(`${server.url}/products/102`)).status, 503);
    assert.ok(outcome(await metricsOf(server.url), 'error') >= 1, 'a 500 is an error');
    assert.equal(await state(), 'closed', 'an API that answers, even badly, is not taken as down');

    // A product page makes several calls at once: those of one page are timeouts enough in a row.
    await faulty.setMode('hang');
    assert.equal((await request(`${server.url}/products/103`)).status, 503);
    assert.ok(outcome(await metricsOf(server.url), 'timeout') >= 1, 'a call out of time is a timeout');
    assert.equal(await state(), 'open', 'after timeouts in a row, calls fail at once');
    assert.equal((await request(`${server.url}/products/104`)).status, 503);
    assert.ok(outcome(await metricsOf(server.url), 'down') >= 1, 'a call not made is counted as down');

    await faulty.setMode('pass');
    await eventually('the circuit lets the next call try', 8000, async () => (await state()) === 'half_open');
    // The page's first call tries (its others fail at once): the next page is whole.
    await eventually('a page is whole again', 5000, async () => (await request(`${server.url}/products/105`)).status === 200);
    assert.equal(await state(), 'closed');
  });
});

describe('traces', () => {
  test("OTEL_* decides: an endpoint or an exporter turns them on; a name alone, `none` or OTEL_SDK_DISABLED does not", () => {
    assert.equal(tracingWanted({}), false);
    assert.equal(tracingWanted({ OTEL_SERVICE_NAME: 'store', OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment=prod' }), false);
    assert.equal(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }), true);
    assert.equal(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }), true);
    assert.equal(tracingWanted({ OTEL_TRACES_EXPORTER: 'otlp' }), true);
    assert.equal(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' }), false);
    assert.equal(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }), false);
  });

  test('without OTEL_*, nothing is traced: no call to the API carries a traceparent', () => {
    const calls = fake.received.filter((call) => call.path.startsWith('/api/v1/'));
    assert.ok(calls.length > 0);
    assert.ok(calls.every((call) => call.headers.traceparent === undefined), 'no traceparent');
  });

  test("with an OTLP endpoint, a page's spans reach the collector and its call to the API carries their traceparent", async () => {
    interface OtlpSpan {
      traceId: string;
      spanId: string;
      parentSpanId?: string;
      name: string;
      kind: number;
    }
    const received: { resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: OtlpSpan[] }[] }[] }[] = [];
    const collector = http.createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/v1/traces') received.push(JSON.parse(body));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(COLLECTOR_PORT, '127.0.0.1', resolve));
    const traced = await startAppServer({
      port: 3154,
      outDir: OUT_DIR,
      apiOrigin: fake.url,
      quiet: true,
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${COLLECTOR_PORT}`, OTEL_SERVICE_NAME: 'gold-store-traced', OTEL_BSP_SCHEDULE_DELAY: '200' },
    });
    try {
      const from = fake.received.length;
      // A trace begun in front of the store (an edge or a balancer that traces) goes on through it.
      const incoming = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' };
      assert.equal((await request(`${traced.url}/products/101`, { headers: { traceparent: `00-${incoming.traceId}-${incoming.spanId}-01` } })).status, 200);
      const call = fake.received.slice(from).find((one) => one.path === '/api/v1/products/101');
      const traceparent = String(call?.headers.traceparent ?? '');
      const [, traceId, callSpanId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(traceparent) ?? [];
      assert.equal(traceId, incoming.traceId, `the API's call carries the page's trace: ${traceparent}`);

      const hex = (id: string | undefined) => (id && !/^[0-9a-f]+$/.test(id) ? Buffer.from(id, 'base64').toString('hex') : id);
      const spans = () => received.flatMap((batch) => batch.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)));
      const page = await eventually("the page's span reaches the collector", 10_000, () => spans().find((span) => span.name === 'GET /products/$productId'));
      const apiCall = await eventually("the API call's span too", 10_000, () => spans().find((span) => span.name === 'GET /products/{id}' && hex(span.spanId) === callSpanId));
      assert.equal(hex(page.traceId), incoming.traceId);
      assert.equal(hex(page.parentSpanId), incoming.spanId, "the page's span is the incoming one's child");
      assert.equal(hex(apiCall.parentSpanId), hex(page.spanId), "the call's span is the page's child");
      const service = received[0]!.resourceSpans[0]!.resource.attributes.find((attribute) => attribute.key === 'service.name');
      assert.equal(service?.value.stringValue, 'gold-store-traced');
    } finally {
      await traced.close();
      await new Promise((resolve) => collector.close(resolve));
    }
    // Let the collector's sockets go before the next file's servers start.
    await sleep(100);
  });
});
