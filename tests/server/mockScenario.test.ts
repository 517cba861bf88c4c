// A build of the store knows nothing of the mock's scenarios: the built server renders a page for a
// browser with a mock_scenario cookie as for any other (the dev server alone turns the cookie into
// the mock's Prefer: scripts/devMock.ts), even started with PASS_PREFER_TO_API as the tests start
// it; it has no /__mock page, and neither it nor the browser's files hold the page or TanStack
// Query's devtools. Needs a build: SERVER_TEST_OUT_DIR (e.g. dist-server-test) or dist.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startMock } from '../../mocks/server.mjs';
import { startFakeApi, type FakeApi } from './fakeApi.ts';
import { OUT_DIR, request, spawnStore, type SpawnedStore } from './storeServer.ts';

// The mock also takes its port + 1000, + 2000 and + 3000 (its Prism servers and memory).
const MOCK_PORT = 5690;
const FAKE_PORT = 5691;
const STORE_PORT = 5692;

let mock: { close: () => Promise<void> };
let fake: FakeApi;
let store: SpawnedStore;

before(async () => {
  const started = await startMock({ port: MOCK_PORT, quiet: true });
  mock = started;
  fake = await startFakeApi({ port: FAKE_PORT, upstream: started.url });
  store = await spawnStore({ port: STORE_PORT, apiOrigin: fake.url, passPrefer: true });
});

after(async () => {
  await store?.close();
  await fake?.close();
  await mock?.close();
});

/** Every file of the build, as text. */
function* buildFiles(folder = OUT_DIR): Generator<[string, string]> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* buildFiles(file);
    else if (/\.(js|mjs|html|css|json)$/.test(entry.name)) yield [file, readFileSync(file, 'utf8')];
  }
}

describe('the built server and a mock_scenario cookie', () => {
  for (const scenario of ['errors', 'down', 'empty', 'slow']) {
    test(`renders the page as usual for a browser in the scenario ${scenario}, and tells the API nothing of it`, async () => {
      const id = `mock-scenario-${scenario}-0001`;
      const answer = await request(`${store.url}/?lang=en`, { headers: { cookie: `mock_scenario=${scenario}; language=en`, 'x-request-id': id } });
      assert.equal(answer.status, 200);
      const calls = fake.received.filter((call) => call.headers['x-request-id'] === id);
      assert.ok(calls.length > 0, 'the page called the API');
      for (const call of calls) {
        assert.equal(call.headers.prefer, undefined, `${call.path} carried a Prefer`);
        assert.equal(call.headers.cookie, undefined, `${call.path} carried the browser's cookies`);
      }
    });
  }

  test('has no /__mock page', async () => {
    const answer = await request(`${store.url}/__mock?lang=en`, { headers: { cookie: 'mock_scenario=errors' } });
    assert.equal(answer.status, 404);
    assert.doesNotMatch(answer.body, /mock_scenario|Forget every shopper/);
  });

  test('the build holds neither the /__mock page, the scenario cookie nor TanStack Query’s devtools', () => {
    let files = 0;
    for (const [file, text] of buildFiles()) {
      files += 1;
      for (const mark of ['mock_scenario', 'Forget every shopper', 'ReactQueryDevtools', 'Open Tanstack query devtools']) {
        assert.ok(!text.includes(mark), `${file} holds ${mark}`);
      }
    }
    assert.ok(files > 10, `the build's files were read (${files})`);
  });
});
