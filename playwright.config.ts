import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Browser tests run the production build as production serves it (npm run serve: nginx in front of
// the store's Node server, which renders the pages) against their own mock. The ports and the
// build folder can be moved (E2E_*) so that two runs on one machine do not collide.
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4030);
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${OUT_DIR}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The form pages load the phone-number rules (libphonenumber, ~120 KB) before they render, and two
  // workers share two cores with the mock and the preview: 5 s was too short for them on CI.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${OUT_DIR}` }]],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    // A trace records the screen all along (a third of the browser's work): only for a test run again.
    trace: 'on-first-retry',
    // The production build registers a service worker: each test's pages come from the network as
    // it sets the mock's answers; tests/e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'node scripts/serve.mjs --no-build',
    // The app's behaviour against the mock's answers as each test sets them: no page from nginx's
    // cache (tests/nginx/pageCache.spec.ts tests the cache).
    env: { PORT: String(APP_PORT), MOCK_PORT: String(MOCK_PORT), OUT_DIR, PAGE_CACHE: 'off' },
    url: `http://localhost:${APP_PORT}/`,
    reuseExistingServer: false,
    // serve.mjs stops nginx, the store's server and the mock.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
  },
});
