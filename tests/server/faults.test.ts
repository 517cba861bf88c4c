// The store's server when the API fails: every page is still answered within 3 s, in the
// shopper's language, inside the store's frame, with the status a crawler and a shopper need;
// the server lets go of a hung API and of its memory; its health probes tell the truth.
// Needs a build: SERVER_TEST_OUT_DIR (e.g. dist-server-test) or dist.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startMock } from '../../mocks/server.mjs';
import { startAppServer } from '../../scripts/appServer.mjs';
import { startFakeApi, type FakeApi, type Mode } from './fakeApi.ts';
import { eventually, OUT_DIR, request, rssMb, sleep, spawnStore, type Answer } from './storeServer.ts';

// The mock also takes its port + 1000, + 2000 and + 3000 (its Prism servers and memory).
const MOCK_PORT = 5600;
const FAKE_PORT = 5601;
const BAD_MODES: Mode[] = ['hang', 'refused', '500', 'html', 'badjson'];
/** Every page is answered within this, whatever the API does (ARCHITECTURE.md, "Server and browser"). */
const ANSWER_WITHIN_MS = 3000;

/** The pages asked, and what each answers when the API fails: 503 for a page whose own data is the API's. */
const PAGES: { path: string; status: number; signedIn?: boolean }[] = [
  { path: '/', status: 503 },
  { path: '/Store', status: 503 },
  { path: '/products/101', status: 503 },
  { path: '/category/1/x', status: 503 },
  { path: '/About', status: 503 },
  { path: '/login', status: 200 },
  // Served by the Node server here (nginx serves public/ in production): the store's 404 page.
  { path: '/favicon.svg', status: 404 },
  { path: '/cart', status: 503, signedIn: true },
];

const UNAVAILABLE = { ar: 'المتجر غير متاح مؤقتًا', en: 'The store is temporarily unavailable' } as const;
type Language = keyof typeof UNAVAILABLE;

/** The texts of the page's headings (<h1>…<h6> and role="heading"). */
const headings = (html: string) =>
  [...html.matchAll(/<(h[1-6]|[a-z]+(?=[^>]*role="heading"))[^>]*>([^<]*)</g)].map((match) => match[2]!.trim());

/** The page's <html> attributes (lang, dir). */
function htmlAttributes(html: string) {
  const tag = /<html[^>]*>/.exec(html)?.[0] ?? '';
  return { lang: /\slang="([^"]*)"/.exec(tag)?.[1], dir: /\sdir="([^"]*)"/.exec(tag)?.[1] };
}

const cookieFor = (language: Language, signedIn = false) =>
  [language === 'en' && 'language=en', signedIn && 'jwt=fault-table-token'].filter(Boolean).join('; ');

let mock: { url: string; close: () => Promise<void> };
let fake: FakeApi;

before(async () => {
  mock = await startMock({ port: MOCK_PORT, quiet: true });
  fake = await startFakeApi({ port: FAKE_PORT, upstream: mock.url });
});

after(async () => {
  await fake?.close();
  await mock?.close();
});

describe('the fault table: every page, each way the API fails', () => {
  const table: string[][] = [];

  after(() => {
    // mode × page: status and time of the Arabic and the English page.
    console.log(`\nFault table (status ms, ar | en; build ${OUT_DIR})`);
    const rows = [['mode', ...PAGES.map((page) => page.path + (page.signedIn ? ' (jwt)' : ''))], ...table];
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
  });

  for (const mode of BAD_MODES) {
    test(mode, async () => {
      // A fresh server, so its breaker starts closed; it starts while the API refuses, so its
      // warm-up page neither counts a timeout nor keeps a frame (header, footer) from a good answer.
      await fake.setMode('refused');
      const server = await startAppServer({ port: 5610 + BAD_MODES.indexOf(mode), outDir: OUT_DIR, apiOrigin: fake.url, quiet: true });
      const answers: { page: (typeof PAGES)[number]; language: Language; answer: Answer }[] = [];
      try {
        await fake.setMode(mode);
        for (const page of PAGES) {
          for (const language of ['ar', 'en'] as const) {
            const cookie = cookieFor(language, page.signedIn);
            answers.push({ page, language, answer: await request(server.url + page.path, { headers: cookie ? { cookie } : {} }) });
          }
        }
      } finally {
        await server.close();
      }
      table.push([mode, ...PAGES.map((page) => answers.filter((a) => a.page === page).map(({ answer }) => `${answer.status} ${answer.ms}`).join(' | '))]);

      for (const { page, language, answer } of answers) {
        const where = `${mode} ${page.path} (${language})`;
        assert.ok(answer.ms <= ANSWER_WITHIN_MS, `${where} took ${answer.ms} ms`);
        assert.equal(answer.status, page.status, where);
        if (page.status === 503) {
          assert.match(answer.headers.get('retry-after') ?? '', /^[1-9]\d*$/, `${where}: Retry-After`);
          assert.ok(headings(answer.body).includes(UNAVAILABLE[language]), `${where}: the "temporarily unavailable" heading in ${language}`);
        } else {
          assert.equal(answer.headers.get('retry-after'), null, `${where}: no Retry-After`);
          assert.ok(!headings(answer.body).includes(UNAVAILABLE[language]), `${where}: not "temporarily unavailable"`);
        }
        const other = language === 'ar' ? 'en' : 'ar';
        assert.ok(!answer.body.includes(UNAVAILABLE[other]), `${where}: nothing in ${other}`);
        assert.deepEqual(htmlAttributes(answer.body), { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' }, where);
        assert.match(answer.body, /<header[\s>]/, `${where}: the frame's header`);
        assert.match(answer.body, /<footer[\s>]/, `${where}: the frame's footer`);
      }
    });
  }
});

test('the frame is rendered from the last good answers while the API hangs', async () => {
  await fake.setMode('pass');
  const server = await startAppServer({ port: 5620, outDir: OUT_DIR, apiOrigin: fake.url, quiet: true });
  try {
    // What the header and footer show, asked of the mock directly (Arabic, the default language).
    const categories = (await (await fetch(`${mock.url}/api/v1/categories`, { headers: { lang: 'ar' } })).json()) as { data: { title: string }[] };
    const settings = (await (await fetch(`${mock.url}/api/v1/general-settings`, { headers: { lang: 'ar' } })).json()) as {
      data: { general_settings: { key: string; value: string }[] };
    };
    const category = categories.data[0]!.title;
    const contacts = settings.data.general_settings.filter((s) => s.key === 'email' || s.key === 'phone').map((s) => s.value);
    assert.ok(category && contacts.length > 0, 'the mock has a category and an e-mail or phone');

    const good = await request(`${server.url}/Store`);
    assert.equal(good.status, 200);
    assert.ok(good.body.includes(category), 'the header lists the category while the API answers');

    await fake.setMode('hang');
    const down = await request(`${server.url}/Store`);
    assert.equal(down.status, 503);
    assert.ok(down.ms <= ANSWER_WITHIN_MS, `/Store took ${down.ms} ms`);
    assert.ok(headings(down.body).includes(UNAVAILABLE.ar));
    assert.ok(down.body.includes(category), `the header still lists "${category}"`);
    assert.ok(
      contacts.some((contact) => down.body.includes(contact)),
      `the footer still shows ${contacts.join(' or ')}`,
    );
  } finally {
    await server.close();
  }
});

/** `count` page requests over `paths`, 20 at a time (each of 20 shoppers asks again once answered). */
async function load(url: string, paths: string[], count: number): Promise<{ path: string; answer: Answer }[]> {
  const answers: { path: string; answer: Answer }[] = [];
  let next = 0;
  const shopper = async () => {
    for (let i = next++; i < count; i = next++) {
      const path = paths[i % paths.length]!;
      const headers: Record<string, string> = path === '/cart' ? { cookie: 'jwt=hung-api-token' } : {};
      const failed = (error: Error): Answer => ({ status: 0, ms: Infinity, headers: new Headers(), body: String(error) });
      answers.push({ path, answer: await request(url + path, { headers }).catch(failed) });
    }
  };
  await Promise.all(Array.from({ length: 20 }, shopper));
  return answers;
}

test('1,000 page requests against a hung API: all answered, nothing kept open, memory back, recovers', async () => {
  await fake.setMode('refused');
  const server = await spawnStore({ port: 5621, apiOrigin: fake.url, inspectPort: 5631 });
  try {
    const paths = PAGES.map((page) => page.path).concat(['/Store?lang=en', '/products/102', '/category/3/x?page=2']);
    // Warmed up as after a first minute of traffic: every page's code loaded, 20 connections at
    // once, while the API refuses (the same pages, no timeout counted). Memory is measured after a
    // full collection: what the process keeps, not garbage V8 has not collected yet.
    await load(server.url, paths, 200);
    const rssAfterWarmUp = await server.rssAfterGc();
    await fake.setMode('hang');
    const callsBefore = fake.received.length;

    const started = performance.now();
    const answers = await load(server.url, paths, 1000);
    const times = answers.map(({ answer }) => answer.ms).toSorted((a, b) => a - b);
    const apiCalls = fake.received.length - callsBefore;
    console.log(
      `1,000 requests, 20 at a time, API hung: ${Math.round(performance.now() - started)} ms in all; ` +
        `median ${times[500]} ms, max ${times.at(-1)} ms; the API was called ${apiCalls} times`,
    );

    // Every call the server made has been given up: the API holds no socket of it.
    await eventually('the fake API has no open socket', 6000, () => fake.openSockets() === 0);
    const rssBeforeGc = rssMb(server.pid);
    const rss = await server.rssAfterGc();
    console.log(`RSS after warm-up ${rssAfterWarmUp.toFixed(0)} MB, after 1,000 requests ${rss.toFixed(0)} MB (${rssBeforeGc.toFixed(0)} MB before a full GC)`);
    assert.ok(rss - rssAfterWarmUp <= 50, `RSS grew from ${rssAfterWarmUp.toFixed(0)} MB to ${rss.toFixed(0)} MB`);

    // The API is back: within the breaker's pause and one call, pages render again.
    await fake.setMode('pass');
    await eventually('a 200 page once the API answers again', 8000, async () => (await request(`${server.url}/About`)).status === 200);

    // Asserted last, so that a slow answer does not hide whether the server let go of the API.
    const failures = answers.filter(({ answer }) => answer.ms > ANSWER_WITHIN_MS || ![200, 404, 503].includes(answer.status));
    assert.equal(answers.length, 1000);
    assert.deepEqual(
      failures.slice(0, 10).map(({ path, answer }) => `${path}: ${answer.status} in ${answer.ms} ms`),
      [],
      `${failures.length} of 1,000 requests failed or took over ${ANSWER_WITHIN_MS} ms`,
    );
    // A hung API costs a few waits, not one per page: the server stops calling it for a while.
    assert.ok(apiCalls < 200, `the hung API was called ${apiCalls} times`);
  } finally {
    await server.close();
  }
});

test('/healthz answers 200 whatever the API does, /readyz says whether the API answers, neither is logged', async () => {
  // Started while the API refuses: nothing it did at start counts as the API answering well.
  await fake.setMode('refused');
  const server = await spawnStore({ port: 5622, apiOrigin: fake.url });
  try {
    const linesAtStart = server.lines().length;
    const readiness: Record<string, number> = {};
    for (const mode of ['refused', 'hang', '500', 'html', 'badjson', 'pass'] as const) {
      await fake.setMode(mode);
      assert.equal((await request(`${server.url}/healthz`)).status, 200, `/healthz in ${mode}`);
      const ready = await request(`${server.url}/readyz`);
      readiness[mode] = ready.status;
      if (mode === 'hang') assert.ok(ready.ms <= 1500, `/readyz took ${ready.ms} ms while the API hangs`);
    }
    console.log('/readyz by mode:', JSON.stringify(readiness));
    assert.equal(readiness.hang, 503);
    assert.equal(readiness.refused, 503);
    assert.equal(readiness['500'], 503);
    assert.equal(readiness.pass, 200);

    await sleep(100);
    assert.equal(server.lines().length, linesAtStart, 'no log line for /healthz or /readyz');
    // The log is read: a page request does write its line.
    await request(`${server.url}/login`);
    await eventually('the page request is logged', 2000, () => server.lines().some((line) => line.path === '/login'));
    assert.ok(!server.lines().some((line) => line.path === '/healthz' || line.path === '/readyz'));
  } finally {
    await server.close();
  }
});
