// npm run fuzz: every route of the store, as a guest and signed in, in Arabic and English, with the
// mock answering every call with data Prism generates from the contract's schemas
// (`Prefer: dynamic=true, seed=N`) for seeds 1…N. Anything the contract allows must render: a
// page fails on an uncaught error, a console error, a refused call, an empty <main> or visible
// `NaN`, `undefined`, `null`, `[object Object]` or `Invalid Date`. One line per problem; exit 1.
//   npm run fuzz                    50 seeds (FUZZ_SEEDS)
//   npm run fuzz -- --seeds 3       a few seeds
//   npm run fuzz -- --seeds 2 --sample   CI's: each route once a seed, in one of the four
//                                   language × guest/signed-in views, the next view the next seed;
//                                   /checkout signed in, in both languages, every seed
//   npm run fuzz -- --first 17 --seeds 1 --only /products/101   one page load again
//   npm run fuzz -- --no-build      reuse the build in E2E_OUT_DIR (dist)
//   npm run fuzz -- --react-development   React's development code in the page and the server
//                                   (its own build, dist-react-development): production's leaves out
//                                   some checks of React's rules, e.g. use() called while a part
//                                   waits but not once it is drawn
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { buildStore, startStore } from './serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    seeds: { type: 'string', default: process.env.FUZZ_SEEDS ?? '50' },
    first: { type: 'string', default: '1' },
    only: { type: 'string' },
    sample: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'react-development': { type: 'boolean', default: false },
  },
});
const SEEDS = Number(options.seeds);
const FIRST_SEED = Number(options.first);
// The browser tests' ports and build folder (E2E_*), as the two never run at the same time.
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4030);
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
const REACT_DEVELOPMENT = options['react-development'];
const OUT_DIR = REACT_DEVELOPMENT ? 'dist-react-development' : (process.env.E2E_OUT_DIR ?? 'dist');
const WORKERS = 2;
const ORIGIN = `http://localhost:${APP_PORT}`;

// The store's routes and the gold prices page, with ids and texts a shopper's
// address would hold. The dynamic data ignores them: the product or order that answers is whatever
// the seed generates. A category's page is only for a category of the tree (else 404, and a 301 to
// its own name): CATEGORY is the first of the seed's made-up tree (categoryRoute).
const CATEGORY = '/category/…';
const ROUTES = [
  '/', '/Store', '/About', '/Contact', '/cart', '/Favorite', '/Compare', '/public-questions', '/compliants',
  '/Terms-and-Conditions', '/private-policy', '/usage-agreement', '/shipping-policy', '/products/101',
  CATEGORY, '/products?search=gold', '/Profile', '/checkout', '/orders', '/OrderDetails/5001',
  '/login', '/Register', '/forgetPassword', '/ResetPassword?email=shopper%40example.com', '/VerifyEmail',
  '/maintenance', '/design-request', '/gold-prices', '/no-such-page',
];
const routes = options.only ? options.only.split(',') : ROUTES;

const BAD_TEXT = /\b(NaN|undefined|null|Invalid Date)\b|\[object Object\]/g;
// Pictures and videos the generated data points at (random hosts): answered with the mock's own,
// so nothing leaves the machine and a broken picture is not counted against the page.
const PICTURE = readFileSync(path.join(root, 'mocks/media/products/gold-bar-10g.webp'));
const VIDEO = readFileSync(path.join(root, 'mocks/media/video/hero.mp4'));

/** Why the mock refused a call: Prism's validation messages, or the body's message. */
function reasonOf(body) {
  try {
    const json = JSON.parse(body);
    if (Array.isArray(json.validation)) return json.validation.map((v) => `${v.location.join('.')}: ${v.message}`).join('; ');
    return String(json.message ?? json.detail ?? '');
  } catch {
    return '';
  }
}

/**
 * The address of the first category of the seed's made-up tree, in `language`; the not-found page's
 * when the tree has none a page can be (a positive id, a title that can be an address's part).
 */
async function categoryRoute(seed, language) {
  const answer = await fetch(`${ORIGIN}/api/v1/categories`, { headers: { lang: language, prefer: `dynamic=true, seed=${seed}` } });
  const queue = [...((await answer.json()).data ?? [])];
  for (let category = queue.shift(); category; category = queue.shift()) {
    if (Number.isInteger(category.id) && category.id > 0 && /^[^/?#%]+$/.test(category.title ?? '')) return `/category/${category.id}/${encodeURIComponent(category.title)}`;
    queue.push(...(category.categories ?? []));
  }
  return '/category/1/not-in-the-tree';
}

/** Loads one page and returns what is wrong with it (empty when nothing). */
async function check(browser, { route: asked, language, signedIn, seed }) {
  const route = asked === CATEGORY ? await categoryRoute(seed, language) : asked;
  // Every page load from the server's render of the seed's data, never the build's service worker's cache.
  const context = await browser.newContext({ baseURL: ORIGIN, viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const problems = [];
  // A page that stops answering (its main thread stuck) must not hang the whole run: closing its
  // context ends the call that waits on it.
  const watchdog = setTimeout(() => {
    problems.push('did not finish within 2 minutes');
    void context.close();
  }, 120_000);
  try {
    if (signedIn) await context.addCookies([{ name: 'jwt', value: 'fuzz-token', url: ORIGIN }]);
    await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
    // Only what needs it goes through the route (each routed request is a round trip to this
    // script): other hosts, the API and the pages, not the store's own files.
    const routed = (url) => url.origin !== ORIGIN || !/^\/((assets|avatars|flags|images|media|video)\/|[\w-]+\.(svg|webp)$)/.test(url.pathname);
    await context.route(routed, (request) => {
      const url = new URL(request.request().url());
      if (url.origin !== ORIGIN) {
        const type = request.request().resourceType();
        if (type === 'image') return request.fulfill({ contentType: 'image/webp', body: PICTURE });
        if (type === 'media') return request.fulfill({ contentType: 'video/mp4', body: VIDEO });
        return request.abort('blockedbyclient');
      }
      // The page itself too: the server renders it with the same made-up data (it passes the
      // page's Prefer on to its own calls of the API).
      const isPage = request.request().resourceType() === 'document';
      if (!url.pathname.startsWith('/api/v1/') && !isPage) return request.continue();
      return request.continue({ headers: { ...request.request().headers(), prefer: `dynamic=true, seed=${seed}` } });
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
    page.on('console', (message) => {
      // A refused call is reported below, with its address and the mock's reason.
      // The made-up data's pictures point at random hosts, which the page's CSP (rightly) refuses.
      const foreignMedia = /violates the following Content Security Policy directive: "(img|media)-src/.test(message.text());
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource') && !foreignMedia) {
        problems.push(`console error: ${message.text().split('\n')[0]}`);
      }
    });
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).origin === ORIGIN) problems.push(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`);
    });
    const refused = [];
    page.on('response', (response) => {
      // An address that is no page answers 404 by design (the not-found page).
      const expected = response.request().resourceType() === 'document' && response.status() === 404 && /^\/(no-such-page|category\/1\/not-in-the-tree)$/.test(route);
      if (response.status() >= 400 && new URL(response.url()).origin === ORIGIN && !expected) refused.push(response);
    });
    await page.goto(route, { waitUntil: 'load' });
    // The app has rendered once <main> has something in it; a blank one is reported below.
    await page.waitForFunction(() => document.querySelector('main')?.innerText.trim(), null, { timeout: 15_000 }).catch(() => {});
    // Once the app has taken the page over, down the page a screen at a time: the pictures below
    // the first screen load as they near it. Then the data they ask for.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 }).catch(() => {});
    // Each step is its own short call (a page that stops drawing frames cannot hang the run), at
    // most 40 screens: made-up text can make a page very long.
    for (let screen = 0; screen < 40; screen++) {
      const more = await page.evaluate((step) => {
        window.scrollTo({ top: step * window.innerHeight, behavior: 'instant' });
        return (step + 1) * window.innerHeight < document.body.scrollHeight;
      }, screen);
      await page.waitForTimeout(50);
      if (!more) break;
    }
    await page.waitForLoadState('networkidle');
    for (const response of refused) {
      const reason = reasonOf(await response.text().catch(() => ''));
      problems.push(`${response.request().method()} ${new URL(response.url()).pathname} → ${response.status()} ${reason}`.trim());
    }
    const { main, text } = await page.evaluate(() => ({
      main: document.querySelector('main')?.innerText.trim() ?? '',
      text: `${document.title}\n${document.body.innerText}`,
    }));
    if (!main) problems.push('nothing rendered in <main>');
    for (const line of text.split('\n')) {
      const bad = line.match(BAD_TEXT);
      if (bad) problems.push(`shows "${bad[0]}": ${line.trim().slice(0, 120)}`);
    }
  } catch (error) {
    problems.push(`did not load: ${error.message.split('\n')[0]}`);
  } finally {
    clearTimeout(watchdog);
    await context.close();
  }
  return [...new Set(problems)];
}

// The tests' build: it marks the page the app has taken over (<html data-hydrated>), which each check waits for.
if (!options['no-build']) buildStore(OUT_DIR, 'test', { reactDevelopment: REACT_DEVELOPMENT });
// The fuzz asks what made-up data does to the pages, not how fast the API is: on two cores busy with
// two browsers, a made-up answer can take longer than the 2 s a shopper's page waits for it (the
// server tests hold the server to those). Here a page waits up to 4.5 s, within nginx's 5 s.
process.env.API_CALL_TIMEOUT_MS ??= '4000';
process.env.PAGE_DATA_DEADLINE_MS ??= '4500';
// Every page with its own made-up data (Prefer): none from nginx's page cache.
const store = await startStore({ port: APP_PORT, mockPort: MOCK_PORT, outDir: OUT_DIR, pageCache: false, quiet: true, reactDevelopment: REACT_DEVELOPMENT });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let loads = 0;
// Each distinct problem, with how often and where first: 50 seeds repeat one bug many times.
const distinct = new Map();
try {
  const jobs = [];
  const views = ['ar', 'en'].flatMap((language) => [false, true].map((signedIn) => ({ language, signedIn })));
  for (let seed = FIRST_SEED; seed < FIRST_SEED + SEEDS; seed++) {
    routes.forEach((route, index) => {
      // A sample takes each route in one view a seed, a different one for the next route and seed;
      // checkout, where made-up data once broke React's rules, signed in in both languages every seed.
      const seedViews = !options.sample ? views : route === '/checkout' ? views.filter((view) => view.signedIn) : [views[(index + seed) % views.length]];
      for (const view of seedViews) jobs.push({ route, ...view, seed });
    });
  }
  const perRoute = options.sample ? 'in one of 4 views (ar/en × guest/signed in) a seed' : '× 2 languages × guest and signed in';
  console.log(`Fuzz: ${routes.length} routes ${perRoute} × ${SEEDS} seeds (${FIRST_SEED}…${FIRST_SEED + SEEDS - 1}) = ${jobs.length} page loads`);
  const started = Date.now();
  // Per seed: when its first page started and how many are left, to say when it is done.
  const seeds = new Map();
  const loadsPerSeed = jobs.length / SEEDS;
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const seed = seeds.get(job.seed) ?? { started: Date.now(), left: loadsPerSeed };
      seeds.set(job.seed, seed);
      const problems = await check(browser, job);
      loads++;
      for (const problem of problems) {
        const where = `${job.route} · ${job.language} · ${job.signedIn ? 'signed in' : 'guest'} · seed ${job.seed}`;
        console.log(`✗ ${where}: ${problem}`);
        const seen = distinct.get(problem) ?? { count: 0, where };
        distinct.set(problem, { ...seen, count: seen.count + 1 });
      }
      if (--seed.left === 0) console.log(`seed ${job.seed}: ${loadsPerSeed} page loads in ${((Date.now() - seed.started) / 1000).toFixed(0)} s`);
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  const seconds = (Date.now() - started) / 1000;
  if (distinct.size) {
    console.log(`\n${distinct.size} distinct problems:`);
    for (const [problem, { count, where }] of distinct) console.log(`  ${count}× ${problem} (first: ${where})`);
  }
  console.log(`${loads} page loads in ${seconds.toFixed(0)} s (${(seconds / SEEDS).toFixed(1)} s a seed): ${distinct.size ? 'FAILED' : 'no problems'}`);
} finally {
  await browser.close();
  await store.close();
}
process.exit(distinct.size ? 1 : 0);
