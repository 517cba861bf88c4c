// npm run bench: the server-rendered pages under load, as production serves them (scripts/serve.mjs:
// nginx, with its page cache, in front of one Node server), against an API that answers at once:
// the mock behind a replaying cache (scripts/replayingApi.mjs), so the figures are the store's,
// not the mock's (Prism validating every answer takes a core of its own). For each of `/`,
// `/Store` and `/products/101`, 50 requests at a time for 30 s: as guests (half in Arabic, half in
// English: nginx's cached path) and as signed-in shoppers (each their own token: always rendered).
// Prints requests per second, p50, p95, p99 and the failures. A measurement, not a test: it never
// fails on a number.
//   npm run bench                       build, then measure
//   npm run bench -- --no-build --seconds 10 --concurrency 50
//   PAGE_CACHE=off npm run bench -- --no-build     without nginx's page cache
import http from 'node:http';
import { parseArgs } from 'node:util';
import { startMock } from '../mocks/server.mjs';
import { startReplayingApi } from './replayingApi.mjs';
import { buildStore, startStore } from './serve.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '50' },
    'no-build': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);
const PAGES = ['/', '/Store', '/products/101'];
const OUT_DIR = process.env.OUT_DIR ?? 'dist';

/** Who asks: loop `n` of the CONCURRENCY. */
const SHOPPERS = {
  guests: (n) => `language=${n % 2 ? 'en' : 'ar'}`,
  'signed in': (n) => `language=${n % 2 ? 'en' : 'ar'}; jwt=bench-${n}`,
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

// node:http, not fetch: the page is read as it comes, still gzipped, so the machine's cores go to
// nginx and the store rather than to unzipping in the load's own client.
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One page, read to its end: its status, or 0 when it did not come. */
const ask = (url, headers) =>
  new Promise((resolve) => {
    http
      .get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
        response.on('error', () => resolve(0));
      })
      .on('error', () => resolve(0));
  });

/** CONCURRENCY loops asking for `url` until the time is up; every latency in ms, and the failures. */
async function load(url, cookieOf) {
  const latencies = [];
  let failures = 0;
  const end = Date.now() + SECONDS * 1000;
  const loop = async (n) => {
    const headers = { 'accept-encoding': 'gzip', cookie: cookieOf(n) };
    while (Date.now() < end) {
      const started = performance.now();
      const status = await ask(url, headers);
      if (status === 200) latencies.push(performance.now() - started);
      else failures++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, n) => loop(n)));
  return { latencies: latencies.sort((a, b) => a - b), failures };
}

if (!values['no-build']) buildStore(OUT_DIR);
// Not 4190 nor a mock on 4060 (Prism then on 5060): fetch refuses those ports (the Fetch
// standard's "bad ports": sieve, SIP), and the store would never be seen starting.
const mock = await startMock({ port: 4090, quiet: true });
const api = await startReplayingApi({ port: 4210, upstream: mock.url });
const store = await startStore({ port: 4200, outDir: OUT_DIR, apiUpstream: api.url, quiet: true });
const column = (value, width) => String(value).padStart(width);
try {
  console.log(`${CONCURRENCY} at a time for ${SECONDS} s a page, through nginx (${store.url}), page cache ${process.env.PAGE_CACHE === 'off' ? 'off' : 'on'}:`);
  console.log(`${'who'.padEnd(11)}${'page'.padEnd(15)}${column('req/s', 8)}${column('p50 ms', 8)}${column('p95 ms', 8)}${column('p99 ms', 8)}${column('failed', 8)}`);
  for (const [who, cookieOf] of Object.entries(SHOPPERS)) {
    for (const page of PAGES) {
      const { latencies, failures } = await load(`${store.url}${page}`, cookieOf);
      const ms = (p) => column(latencies.length ? percentile(latencies, p).toFixed(0) : '-', 8);
      console.log(`${who.padEnd(11)}${page.padEnd(15)}${column((latencies.length / SECONDS).toFixed(0), 8)}${ms(50)}${ms(95)}${ms(99)}${column(failures, 8)}`);
    }
  }
} finally {
  agent.destroy();
  await store.close();
  await Promise.all([api.close(), mock.close()]);
}
