// One build for every environment: what differs between staging and production (the payment
// gateway, Sentry, Google, the map's tiles, the API's public base) is read by the store's server
// where it runs, handed to each page and written into its CSP; and a production server without
// its origins does not start. Needs a build (SERVER_TEST_OUT_DIR or dist).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { startMock } from '../../mocks/server.mjs';
import { startAppServer } from '../../scripts/appServer.mjs';
import { OUT_DIR, request } from './storeServer.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The mock also takes its port + 1000, + 2000 and + 3000.
const MOCK_PORT = 5680;

const STAGING = {
  PAYMENT_GATEWAY_URL: 'https://gateway.staging.example/v1',
  PAYMENT_PUBLISHABLE_KEY: 'pk_test_staging',
  SENTRY_DSN: 'https://key@o1.ingest.staging.example/2',
  MAP_TILE_URL: 'https://{s}.tiles.staging.example/{z}/{x}/{y}.png',
};
const PRODUCTION = {
  PAYMENT_GATEWAY_URL: 'https://api.moyasar.example/v1',
  PAYMENT_PUBLISHABLE_KEY: 'pk_live_production',
  GOOGLE_CLIENT_ID: 'store.apps.googleusercontent.example',
  API_BASE_URL: 'https://api.store.example/api/v1',
};

let mock: { url: string; close: () => Promise<void> };
let staging: { url: string; close: () => Promise<unknown> };
let production: { url: string; close: () => Promise<unknown> };

before(async () => {
  mock = await startMock({ port: MOCK_PORT, quiet: true });
  // The same dist/, twice, each told its own environment.
  [staging, production] = await Promise.all([
    startAppServer({ port: 5681, outDir: OUT_DIR, apiOrigin: mock.url, quiet: true, env: STAGING }),
    startAppServer({ port: 5682, outDir: OUT_DIR, apiOrigin: mock.url, quiet: true, env: PRODUCTION }),
  ]);
});

after(async () => {
  await Promise.all([staging?.close(), production?.close()]);
  await mock?.close();
});

/** The configuration a page hands to the browser's code (its #store-config script). */
function configOf(html: string): Record<string, string> {
  const json = /<script[^>]*id="store-config"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  assert.ok(json, 'the page carries its configuration');
  return JSON.parse(json) as Record<string, string>;
}

/** A CSP directive's sources. */
function directive(csp: string, name: string): string[] {
  return csp.split(';').map((part) => part.trim().split(/\s+/)).find(([directiveName]) => directiveName === name)?.slice(1) ?? [];
}

test('each server of one build hands its pages its own settings, and its CSP allows its own hosts', async () => {
  const [stagingPage, productionPage] = await Promise.all([request(`${staging.url}/products/101`), request(`${production.url}/products/101`)]);
  assert.equal(stagingPage.status, 200);
  assert.equal(productionPage.status, 200);

  assert.deepEqual(configOf(stagingPage.body), {
    apiBaseUrl: '/api/v1',
    paymentGatewayUrl: STAGING.PAYMENT_GATEWAY_URL,
    paymentPublishableKey: STAGING.PAYMENT_PUBLISHABLE_KEY,
    sentryDsn: STAGING.SENTRY_DSN,
    mapTileUrl: STAGING.MAP_TILE_URL,
  });
  assert.deepEqual(configOf(productionPage.body), {
    apiBaseUrl: PRODUCTION.API_BASE_URL,
    paymentGatewayUrl: PRODUCTION.PAYMENT_GATEWAY_URL,
    paymentPublishableKey: PRODUCTION.PAYMENT_PUBLISHABLE_KEY,
    googleClientId: PRODUCTION.GOOGLE_CLIENT_ID,
  });

  const stagingCsp = stagingPage.headers.get('content-security-policy') ?? '';
  const productionCsp = productionPage.headers.get('content-security-policy') ?? '';
  assert.deepEqual(directive(stagingCsp, 'connect-src'), ["'self'", 'https://gateway.staging.example', 'https://o1.ingest.staging.example']);
  assert.deepEqual(directive(stagingCsp, 'img-src'), ["'self'", 'data:', 'blob:', 'https://*.tiles.staging.example']);
  assert.deepEqual(directive(productionCsp, 'connect-src'), ["'self'", 'https://api.store.example', 'https://api.moyasar.example', 'https://accounts.google.com/gsi/']);
  assert.ok(directive(productionCsp, 'script-src').includes('https://accounts.google.com/gsi/client'));
  assert.ok(!directive(stagingCsp, 'script-src').includes('https://accounts.google.com/gsi/client'));
});

test('a production server without API_ORIGIN or SITE_ORIGIN says so in one line and does not start', () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', OUT_DIR, PORT: '5683' };
  for (const name of ['API_ORIGIN', 'SITE_ORIGIN', 'STORE_DEVELOPMENT_DEFAULTS']) delete env[name];
  const bare = spawnSync(process.execPath, ['scripts/appServer.mjs'], { cwd: ROOT, env, encoding: 'utf8', timeout: 20_000 });
  assert.equal(bare.status, 1);
  assert.equal(bare.stderr.trim().split('\n').length, 1);
  assert.match(bare.stderr, /API_ORIGIN and SITE_ORIGIN/);

  const halfway = spawnSync(process.execPath, ['scripts/appServer.mjs'], { cwd: ROOT, env: { ...env, API_ORIGIN: mock.url }, encoding: 'utf8', timeout: 20_000 });
  assert.equal(halfway.status, 1);
  assert.match(halfway.stderr, /needs SITE_ORIGIN with NODE_ENV=production/);
});
