// npm run perf: builds the app, serves it as production does (scripts/serve.mjs: nginx in front of
// the store's Node server) with the mock as its API, opens the first page in
// the system Chromium, and prints the size of every JavaScript and CSS file that page loaded,
// raw, gzip and brotli. Then runs Lighthouse (mobile, simulated throttling) RUNS times on each
// page of PAGES and prints the median of every score and of LCP, TBT and CLS: through plain
// HTTP/1.1 to nginx, then through HTTPS and HTTP/2 to the same nginx (its TLS_LISTEN, with a
// throwaway self-signed certificate made for the run: scripts/tls.mjs), as shoppers reach the store
// through the balancer's TLS; and the two side by side. Only this script's Chromium is told to
// accept that certificate (--ignore-certificate-errors). Then a repeat visit of each page through
// HTTP/1.1: the same page opened once before in the same browser (its service worker installed,
// its HTTP cache kept: Lighthouse's disableStorageReset), RUNS times: LCP, TBT, the bytes fetched
// and the JavaScript that came from the network.
// A measurement, not a test: it never fails on a number.
//   npm run perf                 sizes + Lighthouse, 5 runs per page, each way
//   npm run perf -- --runs 1     quicker look
//   npm run perf -- --sizes-only
//   npm run perf -- --no-build   the build already in OUT_DIR
//   npm run perf -- --port 4132 --mock-port 4136   other ports (nginx; the Node server on + 1, HTTPS on + 2)
//   OUT_DIR=dist-x npm run perf  another build folder (beside a test run using dist/)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Launcher, launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { assetsLoadedBy, FIRST_PAGE_JS_BUDGET_KB, sizesOf } from './firstPage.mjs';
import { buildStore, startStore } from './serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const MOCK_PORT = option('--mock-port', 4050);
const SERVER_PORT = option('--port', 4180);
const TLS_PORT = SERVER_PORT + 2;
const OUT_DIR = process.env.OUT_DIR ?? 'dist';
const PAGES = ['/', '/Store', '/products/101'];
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 5;
const SIZES_ONLY = args.includes('--sizes-only');

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);

/** The /assets/ files the page at `url` loads before it goes quiet. */
async function firstPageAssets(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await assetsLoadedBy(await browser.newPage(), url);
  } finally {
    await browser.close();
  }
}

if (!args.includes('--no-build')) buildStore(OUT_DIR);
const server = await startStore({ port: SERVER_PORT, mockPort: MOCK_PORT, outDir: OUT_DIR, quiet: true, tlsPort: SIZES_ONLY ? undefined : TLS_PORT });
try {
  const url = `${server.url}/`;
  const assets = await firstPageAssets(url);
  const totals = { js: { raw: 0, gzip: 0, brotli: 0 }, css: { raw: 0, gzip: 0, brotli: 0 } };
  console.log(`\nJavaScript and CSS loaded by the first page (${url}), in KB:`);
  console.log(`${'file'.padEnd(48)}${'raw'.padStart(8)}${'gzip'.padStart(8)}${'brotli'.padStart(8)}`);
  for (const asset of assets) {
    const sizes = sizesOf(path.join(root, OUT_DIR, 'client', asset));
    const kind = asset.endsWith('.css') ? 'css' : 'js';
    for (const key of Object.keys(sizes)) totals[kind][key] += sizes[key];
    console.log(`${asset.padEnd(48)}${kb(sizes.raw)}${kb(sizes.gzip)}${kb(sizes.brotli)}`);
  }
  for (const kind of ['js', 'css']) {
    const t = totals[kind];
    console.log(`${`total ${kind.toUpperCase()}`.padEnd(48)}${kb(t.raw)}${kb(t.gzip)}${kb(t.brotli)}`);
  }
  console.log(`JavaScript budget (brotli): ${FIRST_PAGE_JS_BUDGET_KB} KB (npm test fails past it)`);
  if (!SIZES_ONLY) {
    const ways = [
      { name: 'HTTP/1.1', origin: server.url },
      { name: 'HTTPS + HTTP/2', origin: server.httpsUrl },
    ];
    const medians = await lighthouseReport(ways);
    await repeatVisitReport(server.url);
    console.log(`\nSide by side (median perf, LCP ms, TBT ms): ${ways.map((way) => way.name).join(' | ')}`);
    for (const page of PAGES) {
      const cells = ways.map((way) => {
        const m = medians[way.name][page];
        return `${String(m.performance).padStart(4)} ${String(m.lcp).padStart(6)} ${String(m.tbt).padStart(5)}`;
      });
      console.log(`${page.padEnd(16)}${cells.join('   |')}`);
    }
  }
} finally {
  await server.close();
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * chrome-launcher turns Chromium's RenderDocument off (a Lighthouse workaround); with it off, this
 * headless Chromium holds a server-rendered page's first frame for a second or two with nothing
 * left to do (first paint 2.3 s, against 0.4 s with it on, in a trace of /Store). A shopper's
 * Chrome has it on: keep the launcher's other switches and leave that one out.
 */
function featuresAsShoppersHaveThem() {
  const disabled = Launcher.defaultFlags().find((flag) => flag.startsWith('--disable-features='));
  const features = disabled.slice('--disable-features='.length).split(',').filter((feature) => feature !== 'RenderDocument');
  return `--disable-features=${features.join(',')}`;
}

/** A Chromium for Lighthouse, with the switches a shopper's has (and the run's certificate accepted). */
function lighthouseChrome() {
  return launchChrome({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)), featuresAsShoppersHaveThem(), '--ignore-certificate-errors'],
  });
}

/**
 * The second visit of each page: opened once (the service worker installs and keeps what the page
 * loaded), then RUNS times as a shopper coming back, storage and cache kept. Medians of LCP, TBT,
 * every byte fetched (the worker's answers included) and the JavaScript bytes the network sent.
 */
async function repeatVisitReport(origin) {
  const chrome = await lighthouseChrome();
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true };
  try {
    console.log(`\nA repeat visit, Lighthouse ${RUNS}× per page (mobile, simulated slow 4G, the worker installed), through HTTP/1.1, medians:`);
    console.log(`${'page'.padEnd(16)}${'perf'.padStart(6)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(9)}${'fetched KB'.padStart(11)}${'JS from network KB'.padStart(20)}`);
    for (const page of PAGES) {
      await lighthouse(`${origin}${page}`, flags);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push((await lighthouse(`${origin}${page}`, flags)).lhr);
      const networkJs = (lhr) =>
        (lhr.audits['network-requests'].details?.items ?? []).filter((item) => item.resourceType === 'Script' && !item.fromServiceWorker).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      const m = (values, digits = 0) => median(values).toFixed(digits);
      console.log(
        `${page.padEnd(16)}${String(Math.round(median(runs.map((r) => r.categories.performance.score)) * 100)).padStart(6)}${m(runs.map((r) => r.audits['largest-contentful-paint'].numericValue)).padStart(9)}${m(runs.map((r) => r.audits['total-blocking-time'].numericValue)).padStart(9)}${m(runs.map((r) => r.audits['total-byte-weight'].numericValue / 1024), 1).padStart(11)}${m(runs.map((r) => networkJs(r) / 1024), 1).padStart(20)}`,
      );
    }
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's mobile audit of each page, RUNS times, in one system Chromium, for each way in (an
 * origin: HTTP/1.1, HTTPS with HTTP/2); prints the medians of each way, and resolves to them by way
 * and page. The Chromium accepts the HTTPS nginx's throwaway certificate (--ignore-certificate-errors:
 * this one only, for this run only).
 */
async function lighthouseReport(ways) {
  const chrome = await lighthouseChrome();
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  const medians = {};
  try {
    for (const way of ways) {
      medians[way.name] = {};
      console.log(`\nLighthouse ${RUNS}× per page (mobile, simulated slow 4G), through ${way.name} (${way.origin}), medians:`);
      console.log(`${'page'.padEnd(16)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'best'.padStart(6)}${'seo'.padStart(6)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(9)}${'CLS'.padStart(8)}  protocol`);
      for (const page of PAGES) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          const { lhr } = await lighthouse(`${way.origin}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
          if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
          // A page whose code throws paints only its preloader, which scores well: refuse to report it.
          const thrown = lhr.audits['errors-in-console'].details?.items?.filter((item) => item.source === 'exception') ?? [];
          if (thrown.length) throw new Error(`${page} threw: ${thrown.map((item) => item.description).join('; ')}`);
          runs.push(lhr);
        }
        const scoreOf = (id) => Math.round(median(runs.map((r) => r.categories[id].score)) * 100);
        const metric = (id, digits) => median(runs.map((r) => r.audits[id].numericValue)).toFixed(digits);
        // What the page itself came over (h2 through TLS, http/1.1 without), as Lighthouse saw it.
        const protocol = runs.at(-1).audits['network-requests']?.details?.items?.[0]?.protocol ?? '?';
        medians[way.name][page] = { performance: scoreOf('performance'), lcp: Number(metric('largest-contentful-paint', 0)), tbt: Number(metric('total-blocking-time', 0)) };
        console.log(
          `${page.padEnd(16)}${categories.map((id) => String(scoreOf(id)).padStart(6)).join('')}${metric('largest-contentful-paint', 0).padStart(9)}${metric('total-blocking-time', 0).padStart(9)}${metric('cumulative-layout-shift', 3).padStart(8)}  ${protocol}`,
        );
        const failing = runs.at(-1).categories;
        for (const id of categories) {
          if (failing[id].score < 0.95) {
            const audits = failing[id].auditRefs
              .map((ref) => runs.at(-1).audits[ref.id])
              .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
              .map((audit) => audit.id);
            console.log(`  ${id} below 95 — audits to look at: ${audits.join(', ')}`);
          }
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return medians;
}
