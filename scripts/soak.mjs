// npm run soak: the store held under a steady load for a while, as production serves it (nginx in
// front of one Node server, the mock as the API): 20 requests at a time for 10 minutes, half of them
// as shoppers signed in (through /session/login, as the browser does) and half as guests, in both
// languages, over the pages shoppers open most. Prints requests per second, the latency's median,
// 95th and 99th percentiles, the failures (a network error or a status of 500 or more), and the
// Node server's memory at the start and at the end. A measurement, not a test: it never fails on a number.
//   npm run soak
//   npm run soak -- --no-build --minutes 1 --concurrency 20
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildStore, startStore } from './serve.mjs';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '20' },
    'no-build': { type: 'boolean', default: false },
  },
});
const MINUTES = Number(values.minutes);
const CONCURRENCY = Number(values.concurrency);
const OUT_DIR = process.env.OUT_DIR ?? 'dist';
const GUEST_PAGES = ['/', '/Store', '/products/101', '/products/105', '/products?search=gold', '/About', '/public-questions'];
const SHOPPER_PAGES = [...GUEST_PAGES, '/cart', '/orders', '/Favorite', '/OrderDetails/5001'];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const residentMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Signs in through the store, as the login form does; answers the session cookie to send. */
async function signIn(origin, n) {
  const answer = await fetch(`${origin}/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: `soak-${n}@goldstore.example`, password: 'Soak@2026' }),
  });
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('jwt='));
  if (!cookie) throw new Error(`Signing in answered ${answer.status} without a session cookie`);
  return cookie.split(';')[0];
}

if (!values['no-build']) buildStore(OUT_DIR);
const store = await startStore({ port: 4230, mockPort: 4095, outDir: OUT_DIR, quiet: true });
try {
  const latencies = [];
  const failures = new Map();
  const memoryAtStart = residentMb(store.appPid);
  const end = Date.now() + MINUTES * 60_000;
  const worker = async (n) => {
    const signedIn = n % 2 === 0;
    const cookies = [`language=${n % 4 < 2 ? 'ar' : 'en'}`];
    if (signedIn) cookies.push(await signIn(store.url, n));
    const pages = signedIn ? SHOPPER_PAGES : GUEST_PAGES;
    for (let i = n; Date.now() < end; i++) {
      const started = performance.now();
      const response = await fetch(`${store.url}${pages[i % pages.length]}`, { headers: { cookie: cookies.join('; '), 'accept-encoding': 'gzip' }, redirect: 'manual' }).catch(
        (error) => ({ status: `network: ${error.cause?.code ?? error.message}`, arrayBuffer: async () => {} }),
      );
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (typeof response.status !== 'number' || response.status >= 500) failures.set(response.status, (failures.get(response.status) ?? 0) + 1);
    }
  };
  console.log(`${CONCURRENCY} at a time for ${MINUTES} min through nginx (${store.url}), half signed in…`);
  const minutes = setInterval(() => console.log(`  ${latencies.length} requests so far, the server at ${residentMb(store.appPid).toFixed(0)} MB`), 60_000);
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, n) => worker(n)));
  clearInterval(minutes);
  latencies.sort((a, b) => a - b);
  const failed = [...failures.values()].reduce((sum, count) => sum + count, 0);
  console.log(`requests    ${latencies.length} (${(latencies.length / (MINUTES * 60)).toFixed(1)}/s)`);
  console.log(`latency     p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`);
  console.log(`failures    ${failed}${failed ? ` (${[...failures].map(([status, count]) => `${status}: ${count}`).join(', ')})` : ''}`);
  console.log(`server RSS  ${memoryAtStart.toFixed(0)} MB at the start, ${residentMb(store.appPid).toFixed(0)} MB at the end`);
} finally {
  await store.close();
}
