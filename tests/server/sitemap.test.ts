// A search engine's view of the store: robots.txt names the sitemap, its index leads to its files,
// each parses, and every address in them answers 200 with its canonical equal to itself and its
// alternates as the page says them; the products are the API's, every page of them; the sitemap
// is made once however many ask, and a failing API never gives a part of one. Needs a build
// (SERVER_TEST_OUT_DIR or dist).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { SaxesParser } from 'saxes';
import { startMock } from '../../mocks/server.mjs';
import { startAppServer } from '../../scripts/appServer.mjs';
import { eventually, OUT_DIR, request, sleep } from './storeServer.ts';

// The mock also takes its port + 1000, + 2000 and + 3000.
const MOCK_PORT = 3140;
const STORE_PORT = 3142;
const STUB_PORT = 3143;
const LARGE_STORE_PORT = 3144;
const COLD_STORE_PORT = 3145;

// jsdom (a devDependency) comes without types: the little of it used here, for the pages' heads.
interface Dom {
  window: { document: Document };
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (text: string) => Dom };

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** One <url> of a sitemap: its address and its alternates by hreflang. */
interface SitemapUrl {
  loc: string;
  alternates: Record<string, string>;
}

interface XmlElement {
  /** Its namespace and local name: `${uri} ${local}`. */
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/**
 * Strictly, with namespaces: saxes (jsdom's own XML parser) throws on XML that is not well-formed.
 * Not jsdom's DOM: a file of 10,000 addresses takes it seconds.
 */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('opentag', (tag) => {
    const element = { name: `${tag.uri} ${tag.local}`, attributes: Object.fromEntries(Object.values(tag.attributes).map((attribute) => [attribute.name, attribute.value])), children: [], text: '' };
    open.at(-1)?.children.push(element);
    root ??= element;
    open.push(element);
  });
  parser.on('closetag', () => void open.pop());
  parser.on('text', (text) => {
    const element = open.at(-1);
    if (element) element.text += text;
  });
  parser.write(xml).close();
  assert.ok(root, 'an XML document');
  return root;
}

const childrenNamed = (element: XmlElement, name: string) => element.children.filter((child) => child.name === name);
const childText = (element: XmlElement, name: string) => childrenNamed(element, `${SITEMAP_NS} ${name}`)[0]?.text ?? '';

function urlsOf(xml: string): SitemapUrl[] {
  const root = parseXml(xml);
  assert.equal(root.name, `${SITEMAP_NS} urlset`);
  return childrenNamed(root, `${SITEMAP_NS} url`).map((url) => ({
    loc: childText(url, 'loc'),
    alternates: Object.fromEntries(
      childrenNamed(url, `${XHTML_NS} link`).map(({ attributes }) => {
        assert.equal(attributes.rel, 'alternate');
        return [attributes.hreflang!, attributes.href!];
      }),
    ),
  }));
}

/** The files the index names. */
function indexedFiles(xml: string): string[] {
  const root = parseXml(xml);
  assert.equal(root.name, `${SITEMAP_NS} sitemapindex`);
  return childrenNamed(root, `${SITEMAP_NS} sitemap`).map((sitemap) => childText(sitemap, 'loc'));
}

function assertSitemapAnswer(answer: { status: number; headers: Headers }, where: string) {
  assert.equal(answer.status, 200, where);
  assert.match(answer.headers.get('content-type') ?? '', /^application\/xml\b/, where);
  assert.match(answer.headers.get('cache-control') ?? '', /^public, max-age=[1-9]\d*$/, where);
}

/** What a crawler reads from robots.txt on: each sitemap file's addresses, by the file's own address. */
async function crawlSitemaps(origin: string): Promise<Map<string, SitemapUrl[]>> {
  const robots = await request(`${origin}/robots.txt`);
  assert.equal(robots.status, 200);
  assert.match(robots.headers.get('content-type') ?? '', /^text\/plain\b/);
  const named = [...robots.body.matchAll(/^Sitemap:\s*(\S+)\s*$/gim)].map((match) => match[1]!);
  assert.deepEqual(named, [`${origin}/sitemap.xml`], 'robots.txt names the sitemap by its absolute address');
  const index = await request(named[0]!);
  assertSitemapAnswer(index, named[0]!);
  const files = new Map<string, SitemapUrl[]>();
  for (const file of indexedFiles(index.body)) {
    const answer = await request(file);
    assertSitemapAnswer(answer, file);
    files.set(file, urlsOf(answer.body));
  }
  return files;
}

const fileNames = (files: Map<string, SitemapUrl[]>) => [...files.keys()].map((file) => new URL(file).pathname);
const allUrls = (files: Map<string, SitemapUrl[]>) => [...files.values()].flat();
const urlsIn = (files: Map<string, SitemapUrl[]>, name: RegExp) => [...files].filter(([file]) => name.test(new URL(file).pathname)).flatMap(([, urls]) => urls);
/** The products' ids of a sitemap's Arabic addresses. */
const productIdsOf = (urls: SitemapUrl[]) =>
  urls.flatMap(({ loc }) => {
    const url = new URL(loc);
    const id = /^\/products\/(\d+)$/.exec(url.pathname)?.[1];
    return id && !url.search ? [Number(id)] : [];
  });

/** The page's canonical addresses and its alternates by hreflang, as its head says them. */
function headLinks(html: string) {
  const { document } = new JSDOM(html).window;
  const canonical = [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'));
  const alternates = Object.fromEntries([...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
  return { canonical, alternates };
}

/** The store's routes by their address (src/routeTree.gen.ts), and whether each is for anyone (not behind sign-in, not for guests only). */
function routesOfTheStore(): { path: string; forAnyone: boolean }[] {
  const tree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8');
  const byFullPath = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? '';
  return [...byFullPath.matchAll(/'([^']+)': typeof (\w+)/g)].map(([, path, name]) => ({ path: path!, forAnyone: !/^(Authenticated|Guest)/.test(name!) }));
}

describe('a crawler on the store and the mock', () => {
  let mock: { url: string; close: () => Promise<void> };
  let store: { url: string; close: () => Promise<unknown> };
  let files: Map<string, SitemapUrl[]> | undefined;
  /** Each address's page's head, as the crawl found it. */
  const heads = new Map<string, ReturnType<typeof headLinks>>();

  before(async () => {
    mock = await startMock({ port: MOCK_PORT, quiet: true });
    store = await startAppServer({ port: STORE_PORT, outDir: OUT_DIR, apiOrigin: mock.url, quiet: true });
  });
  after(async () => {
    await store?.close();
    await mock?.close();
  });

  const crawled = () => {
    assert.ok(files, 'the sitemap was read');
    return files;
  };

  test('robots.txt names the sitemap, an index of the pages, the categories and the products, each a sitemap that parses', async () => {
    files = await crawlSitemaps(store.url);
    assert.deepEqual(fileNames(files), ['/sitemaps/pages.xml', '/sitemaps/categories.xml', '/sitemaps/products-1.xml']);
    for (const [file, urls] of files) assert.ok(urls.length > 0, `${file} lists addresses`);
  });

  test('every address answers 200 with its canonical equal to itself', async () => {
    const urls = allUrls(crawled());
    for (const { loc } of urls) {
      // As a crawler asks: no cookie, redirects not followed.
      const page = await request(loc);
      assert.equal(page.status, 200, loc);
      const head = headLinks(page.body);
      assert.deepEqual(head.canonical, [loc], `${loc}: its canonical`);
      heads.set(loc, head);
    }
    assert.equal(heads.size, urls.length, 'no address is listed twice');
  });

  test("each page's address in each language is listed, with the same alternates", () => {
    const urls = allUrls(crawled());
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    for (const { loc, alternates } of urls) {
      assert.deepEqual(Object.keys(alternates).toSorted(), ['ar', 'en', 'x-default'], loc);
      assert.equal(alternates['x-default'], alternates.ar, `${loc}: x-default is the Arabic page`);
      assert.ok(loc === alternates.ar || loc === alternates.en, `${loc} is one of its own alternates`);
      for (const href of Object.values(alternates)) assert.deepEqual(byLoc.get(href)?.alternates, alternates, `${loc}: ${href} is listed with the same alternates`);
      const english = new URL(alternates.en!);
      assert.equal(english.searchParams.get('lang'), 'en', `${loc}: the English address says so`);
      assert.ok(!new URL(alternates.ar!).search, `${loc}: the Arabic address is the bare one`);
    }
  });

  test("each page's head names the sitemap's alternates, a category's with its name in each language", () => {
    const urls = allUrls(crawled());
    assert.ok(urls.some(({ loc }) => new URL(loc).pathname.startsWith('/category/')));
    for (const { loc, alternates } of urls) assert.deepEqual(heads.get(loc)?.alternates, alternates, loc);
  });

  test("the products are the API's, every page of them", async () => {
    const ids: number[] = [];
    let pages = 0;
    for (let page = 1, last = 1; page <= last; page++, pages++) {
      const response = await fetch(`${mock.url}/api/v1/products?page=${page}`, { headers: { lang: 'ar' } });
      assert.equal(response.status, 200, `the mock's page ${page} of products`);
      const answer = (await response.json()) as { data: { id: number }[]; meta: { last_page: number } };
      ids.push(...answer.data.map((product) => product.id));
      last = answer.meta.last_page;
    }
    assert.ok(pages > 1, "the mock's listing has more than one page");
    const urls = urlsIn(crawled(), /products-\d+/);
    assert.deepEqual(productIdsOf(urls).toSorted((a, b) => a - b), ids.toSorted((a, b) => a - b));
    assert.equal(urls.length, ids.length * 2, 'each product in two languages');
  });

  test("the categories are the API's tree, every one of them, nested ones too", async () => {
    const response = await fetch(`${mock.url}/api/v1/categories`, { headers: { lang: 'ar' } });
    assert.equal(response.status, 200, "the mock's categories");
    const tree = (await response.json()) as { data: Category[] };
    interface Category {
      id: number;
      categories?: Category[];
    }
    const ids = (categories: Category[]): number[] => categories.flatMap((category) => [category.id, ...ids(category.categories ?? [])]);
    const listed = urlsIn(crawled(), /categories/).map(({ loc }) => Number(/^\/category\/(\d+)\//.exec(new URL(loc).pathname)?.[1]));
    assert.deepEqual([...new Set(listed)].toSorted((a, b) => a - b), ids(tree.data).toSorted((a, b) => a - b));
    assert.ok(listed.length > 0 && tree.data.some((category) => category.categories?.length), 'the tree has nested categories');
  });

  test('every page for anyone is listed but the search results; none behind sign-in nor for guests only', () => {
    const routes = routesOfTheStore();
    assert.ok(routes.length > 10, 'the route tree is read');
    const listed = new Set(urlsIn(crawled(), /pages/).map(({ loc }) => new URL(loc).pathname));
    const ownPages = routes.filter(({ path, forAnyone }) => forAnyone && !path.includes('$') && path !== '/products/').map(({ path }) => path);
    assert.deepEqual(ownPages.filter((path) => !listed.has(path)), [], 'pages for anyone not listed');
    const private_ = new Set(routes.filter(({ forAnyone }) => !forAnyone).map(({ path }) => path));
    assert.ok(private_.has('/cart') && private_.has('/login'));
    const wrong = allUrls(crawled())
      .map(({ loc }) => new URL(loc).pathname)
      .filter((path) => private_.has(path) || path === '/products' || path === '/products/');
    assert.deepEqual(wrong, [], 'no page behind sign-in, for guests only, nor the search results');
  });
});

// A catalogue larger than one file, from an API that can fail.

type StubMode = 'ok' | 'down' | 'fail-page-3' | 'short-page-3';

interface StubApi {
  url: string;
  setMode: (mode: StubMode) => void;
  /** The products' ids the API has. */
  ids: number[];
  /** The calls it received: their path and query. */
  calls: URL[];
  close: () => Promise<void>;
}

/**
 * A stand-in for the API: `count` products (ids not in a row, listed newest first, as a real
 * listing may be) in pages of `per_page` (at most 100), and a category tree in Arabic and English.
 * Each listing call takes a few milliseconds, so requests that come together find a build under way.
 */
async function startStubApi(port: number, count: number): Promise<StubApi> {
  let mode: StubMode = 'ok';
  const ids = Array.from({ length: count }, (_, index) => 10_000 + index * 7);
  const calls: URL[] = [];
  const categories = {
    ar: [{ id: 1, title: 'ذهب عيار 21', categories: [{ id: 2, title: "خواتم 'الأطفال'", categories: [] }] }],
    en: [{ id: 1, title: '21K gold', categories: [{ id: 2, title: "Kids' rings", categories: [] }] }],
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    calls.push(url);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (mode === 'down') return send(500, { status: false, message: 'Internal error' });
    if (url.pathname === '/api/v1/categories') return send(200, { status: true, message: '', data: req.headers.lang === 'en' ? categories.en : categories.ar });
    if (url.pathname !== '/api/v1/products') return send(404, { status: false, message: 'Not found' });
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 12));
    if (mode === 'fail-page-3' && page === 3) return send(500, { status: false, message: 'Internal error' });
    const newestFirst = ids.toReversed();
    const data = mode === 'short-page-3' && page === 3 ? [] : newestFirst.slice((page - 1) * perPage, page * perPage).map((id) => ({ id, title: `Piece ${id}` }));
    const meta = { current_page: page, last_page: Math.max(1, Math.ceil(ids.length / perPage)), per_page: perPage, total: ids.length };
    setTimeout(() => send(200, { status: true, message: '', data, meta }), 5);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    setMode: (next) => void (mode = next),
    ids,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A store server of its own on the stub, its sitemap kept `keepSeconds`. */
async function storeOn(api: StubApi, port: number, keepSeconds?: number) {
  if (keepSeconds) process.env.SITEMAP_KEEP_SECONDS = String(keepSeconds);
  try {
    return await startAppServer({ port, outDir: OUT_DIR, apiOrigin: api.url, quiet: true });
  } finally {
    delete process.env.SITEMAP_KEEP_SECONDS;
  }
}

/** 5,150 products: two files of products, 52 pages of the listing. */
const LARGE = 5150;
const productCalls = (api: StubApi) => api.calls.filter((call) => call.pathname === '/api/v1/products');

describe('a large catalogue from an API that fails at times', () => {
  let api: StubApi;
  before(async () => {
    api = await startStubApi(STUB_PORT, LARGE);
  });
  after(() => api?.close());

  describe('the sitemap kept a second', () => {
    let store: { url: string; close: () => Promise<unknown> };
    before(async () => {
      api.setMode('ok');
      store = await storeOn(api, LARGE_STORE_PORT, 1);
    });
    after(() => store?.close());

    test('30 crawlers at once on a cold server: one walk through the listing, the same index for all', async () => {
      const before = productCalls(api).length;
      const paths = ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/categories.xml', '/sitemaps/products-1.xml', '/sitemaps/products-2.xml'];
      const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => request(`${store.url}${paths[index % paths.length]}`)));
      for (const answer of answers) assertSitemapAnswer(answer, 'every answer');
      assert.equal(new Set(answers.filter((_, index) => index % paths.length === 0).map((answer) => answer.body)).size, 1);
      const pages = productCalls(api).slice(before).map((call) => Number(call.searchParams.get('page')));
      assert.deepEqual(pages.toSorted((a, b) => a - b), Array.from({ length: Math.ceil(LARGE / 100) }, (_, index) => index + 1), 'each page of the listing asked once');
    });

    test('every product of every page, by id, in files of at most 50,000 addresses', async () => {
      const files = await crawlSitemaps(store.url);
      assert.deepEqual(fileNames(files), ['/sitemaps/pages.xml', '/sitemaps/categories.xml', '/sitemaps/products-1.xml', '/sitemaps/products-2.xml']);
      const products = [...files].filter(([file]) => /products-/.test(file)).map(([, urls]) => urls);
      for (const urls of products) assert.ok(urls.length <= 50_000);
      const ids = products.map(productIdsOf);
      assert.deepEqual(ids.flat(), api.ids.toSorted((a, b) => a - b), 'every product once, in the order of their ids');
      assert.equal(ids[0]!.length, 5000);
      assert.ok(productCalls(api).every((call) => call.searchParams.get('per_page') === '100'), 'pages of 100, the most the contract gives');
    });

    test('the categories in each language, and whatever the origin, XML that parses to it', async () => {
      const host = `store.example&"<'>`;
      const index = await request(`${store.url}/sitemap.xml`, { headers: { 'x-forwarded-host': host, 'x-forwarded-proto': 'https' } });
      assert.ok(indexedFiles(index.body).every((file) => file.startsWith(`https://${host}/sitemaps/`)), index.body);
      const categories = await request(`${store.url}/sitemaps/categories.xml`, { headers: { 'x-forwarded-host': host, 'x-forwarded-proto': 'https' } });
      const urls = urlsOf(categories.body);
      const kids = { ar: `/category/2/${encodeURIComponent("خواتم 'الأطفال'")}`, en: `/category/2/${encodeURIComponent("Kids' rings")}?lang=en` };
      const expected = { ar: `https://${host}${kids.ar}`, en: `https://${host}${kids.en}`, 'x-default': `https://${host}${kids.ar}` };
      assert.deepEqual(
        urls.filter(({ loc }) => loc.includes('/category/2/')),
        [
          { loc: expected.ar, alternates: expected },
          { loc: expected.en, alternates: expected },
        ],
      );
    });

    test('while the API fails, the last good sitemap is served; once it answers, the new one', async () => {
      const kept = await request(`${store.url}/sitemaps/products-2.xml`);
      assertSitemapAnswer(kept, 'before');
      api.setMode('down');
      try {
        const calls = api.calls.length;
        await sleep(1100);
        assert.equal((await request(`${store.url}/sitemaps/products-2.xml`)).body, kept.body, 'the last good one while it is made again');
        await eventually('the API asked again', 3000, () => api.calls.length > calls);
        await sleep(100);
        const during = await request(`${store.url}/sitemaps/products-2.xml`);
        assertSitemapAnswer(during, 'after the API failed');
        assert.equal(during.body, kept.body, 'the last good one after the API failed');
      } finally {
        api.setMode('ok');
      }
      api.ids.push(99_999);
      try {
        await eventually('the new product listed', 6000, async () => productIdsOf(urlsOf((await request(`${store.url}/sitemaps/products-2.xml`)).body)).includes(99_999));
      } finally {
        api.ids.pop();
      }
    });
  });

  test('a cold server whose API fails, or whose listing moves while it is read, says 503 and lists nothing; then the whole sitemap', async () => {
    const store = await storeOn(api, COLD_STORE_PORT);
    try {
      for (const mode of ['down', 'fail-page-3', 'short-page-3'] as const) {
        api.setMode(mode);
        assert.equal((await request(`${store.url}/robots.txt`)).status, 200, `${mode}: robots.txt needs no API`);
        for (const path of ['/sitemap.xml', '/sitemaps/products-1.xml']) {
          const answer = await request(`${store.url}${path}`);
          assert.equal(answer.status, 503, `${mode} ${path}`);
          assert.match(answer.headers.get('retry-after') ?? '', /^[1-9]\d*$/, `${mode} ${path}: Retry-After`);
          assert.equal(answer.headers.get('cache-control'), 'no-store', `${mode} ${path}`);
          assert.ok(!answer.body.includes('<url'), `${mode} ${path}: no address`);
        }
      }
      api.setMode('ok');
      const files = await crawlSitemaps(store.url);
      assert.deepEqual(productIdsOf(urlsIn(files, /products-/)), api.ids.toSorted((a, b) => a - b));
    } finally {
      api.setMode('ok');
      await store.close();
    }
  });
});
