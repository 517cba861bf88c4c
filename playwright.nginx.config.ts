import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// The store as production serves it: the build (E2E_OUT_DIR, built by `npm run test:e2e` before
// the main browser tests) through nginx (`npm run serve`'s deploy/nginx.conf.template, its
// Content-Security-Policy in force), the API from the mock. A short run of what needs its own
// nginx (limits, error pages, JavaScript off): the main suite (playwright.config.ts) covers the screens.
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4030);
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 8090);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';

export default defineConfig({
  testDir: 'tests/nginx',
  outputDir: `test-results/nginx-${OUT_DIR}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Whole page loads on two cores shared with the build and other runs.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/nginx-${OUT_DIR}` }]],
  use: {
    baseURL: `http://localhost:${NGINX_PORT}`,
    // A trace records the screen all along (a third of the browser's work): only for a test run again.
    trace: 'on-first-retry',
    // Each page from nginx, not the production build's service worker (tests/e2e/offline.spec.ts tests that).
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'nginx', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/serve.mjs --no-build',
    env: { PORT: String(NGINX_PORT), MOCK_PORT: String(MOCK_PORT), OUT_DIR },
    url: `http://localhost:${NGINX_PORT}/`,
    reuseExistingServer: false,
    // serve.mjs stops nginx and the mock and removes nginx's temporary folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
  },
});
