// npm run bench: the server-rendered pages under load, as production serves them (scripts/serve.mjs:
// nginx in front of one Node server, the mock as the API). For each page, 20 requests at a time for
// 30 s, as a guest in Arabic; prints requests per second and the latency's median and 95th percentile.
// A measurement, not a test: it never fails on a number.
//   npm run bench                       build, then measure
//   npm run bench -- --no-build --seconds 10 --concurrency 20
import { parseArgs } from 'node:util';
import { buildStore, startStore } from './serve.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '20' },
    'no-build': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);
const PAGES = ['/products/101', '/Store'];
const OUT_DIR = process.env.OUT_DIR ?? 'dist';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** CONCURRENCY loops asking for `url` until the time is up; every latency in ms, and the failures. */
async function load(url) {
  const latencies = [];
  let failures = 0;
  const end = Date.now() + SECONDS * 1000;
  const loop = async () => {
    while (Date.now() < end) {
      const started = performance.now();
      const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } }).catch(() => undefined);
      await response?.arrayBuffer();
      if (response?.ok) latencies.push(performance.now() - started);
      else failures++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  return { latencies: latencies.sort((a, b) => a - b), failures };
}

if (!values['no-build']) buildStore(OUT_DIR);
// Not 4190 nor a mock on 4060 (Prism then on 5060): fetch refuses those ports (the Fetch
// standard's "bad ports": sieve, SIP), and the store would never be seen starting.
const store = await startStore({ port: 4200, mockPort: 4090, outDir: OUT_DIR, quiet: true });
try {
  console.log(`${CONCURRENCY} at a time for ${SECONDS} s a page, through nginx (${store.url}):`);
  console.log(`${'page'.padEnd(18)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'failed'.padStart(8)}`);
  for (const page of PAGES) {
    const { latencies, failures } = await load(`${store.url}${page}`);
    const rps = latencies.length / SECONDS;
    console.log(
      `${page.padEnd(18)}${rps.toFixed(0).padStart(8)}${percentile(latencies, 50).toFixed(0).padStart(9)}${percentile(latencies, 95).toFixed(0).padStart(9)}${String(failures).padStart(8)}`,
    );
  }
} finally {
  await store.close();
}
