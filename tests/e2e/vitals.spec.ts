import { expect } from '@playwright/test';
import type { VitalsBatch } from '../../src/app/webVitals';
import { test } from './fixtures';

// A shopper's Web Vitals reach the store's server: in a beacon as the page is hidden, each with
// the route of the page (never its address), and counted in the server's /metrics.

const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
/** The store's Node server, behind nginx (scripts/serve.mjs puts it on nginx's port + 1): /metrics is its own. */
const STORE_SERVER = `http://127.0.0.1:${APP_PORT + 1}`;

/** The value of a Prometheus sample whose labels include `labels` (0 when there is none). */
function sample(metrics: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = metrics.split('\n').find((text) => text.startsWith(`${name}{`) && wanted.every((label) => text.includes(label)));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

test("the page's Web Vitals go to the store's server in a beacon as it is hidden, each once, with its route", async ({ page, request }) => {
  const lcpCount = async () => sample(await (await request.get(`${STORE_SERVER}/metrics`)).text(), 'store_web_vital_seconds_count', { name: 'LCP', route: '/products/$productId' });
  const before = await lcpCount();
  const beacons: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/vitals') beacons.push(sent.postData() ?? '');
  });

  await page.goto('/products/101');
  // The reporting code comes once the page is idle after hydration.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/webVitals-/.test(entry.name)))).toBe(true);
  await page.getByRole('heading', { level: 1 }).click();
  const sent = page.waitForRequest((one) => new URL(one.url()).pathname === '/vitals' && one.method() === 'POST');
  // The shopper switches to another tab.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  const beacon = await sent;
  const { vitals } = beacon.postDataJSON() as VitalsBatch;
  expect(vitals.map(({ name }) => name)).toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
  expect(new Set(vitals.map(({ route }) => route))).toEqual(new Set(['/products/$productId']));
  expect((await beacon.response())?.status()).toBe(204);
  await expect.poll(lcpCount).toBe(before + 1);

  // Hidden again: only what was not sent yet (INP may settle just after the first beacon), never a value twice.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await page.waitForTimeout(300);
  const names = beacons.flatMap((body) => (JSON.parse(body) as VitalsBatch).vitals.map(({ name }) => name));
  expect(names.toSorted()).toEqual([...new Set(names)].toSorted());
});
