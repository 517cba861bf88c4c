// What search engines read to find the store: /robots.txt names /sitemap.xml, an index of
// /sitemaps/pages.xml (home, the store and its own pages), /sitemaps/categories.xml and
// /sitemaps/products-<n>.xml (PRODUCTS_PER_FILE products each, by id). Always an index, as large
// stores do: its address and kind never change as the catalogue grows, and Search Console counts
// each kind apart. Every page is listed once per language, its canonical as src/app/seo.ts makes
// it, with its hreflang alternates, Google's form for localized pages. The catalogue (the category
// tree in both languages, every page of the products) is the API's, made one build at a time and
// kept KEEP_MS; while the API fails the last good one is served, or a 503, never a part of one.
import { createApiClient, type components, type Language } from '../../sdk';
import { addressIn, categoryPathname, languageAlternates } from '../app/seo';
import type { FileRoutesByFullPath } from '../routeTree.gen';
import { API_BASE } from '../shared/api';
import { apiFetch } from './apiFetch';
import { serverConfig } from './config';

/** The public pages of the store's own: not the search results, nor a page behind sign-in or for guests only. */
const OWN_PAGES = [
  '/',
  '/Store',
  '/gold-prices',
  '/About',
  '/Contact',
  '/public-questions',
  '/Terms-and-Conditions',
  '/shipping-policy',
  '/private-policy',
  '/usage-agreement',
  '/maintenance',
  '/design-request',
  '/compliants',
] as const satisfies readonly (keyof FileRoutesByFullPath)[];

/** 10,000 addresses a file (each product in two languages), well below the 50,000 and 50 MB a sitemap may hold. */
const PRODUCTS_PER_FILE = 5000;
/** The most the contract lets one call give. */
const PER_PAGE = 100;
/** Pages of products asked at once while building. */
const AT_ONCE = 4;
/** How long a built catalogue is served before it is made again (tests shorten it). */
const KEEP_MS = (Number(process.env.SITEMAP_KEEP_SECONDS) || 300) * 1000;
const CACHING = `public, max-age=${Math.round(KEEP_MS / 1000)}`;

type Category = components['schemas']['Category'];

/** What the sitemap is made of: each category's pathname in each language, and every product's id. */
interface Catalogue {
  categories: { ar: string; en: string | undefined }[];
  products: number[];
}

// The sitemap is the store's, the same for every requester: its calls carry no shopper's token nor
// the page's deadline (apiFetch without a page), and each is in its language.
const clientIn = (language: Language) =>
  createApiClient({ baseUrl: API_BASE, getLanguage: () => language, getToken: () => undefined, fetch: (request) => apiFetch(request, undefined) });
const clients = { ar: clientIn('ar'), en: clientIn('en') };

async function categoryPathnames(language: Language): Promise<Map<number, string>> {
  const answer = await clients[language].GET('/categories');
  if (!answer.data) throw new Error('The categories came without a body');
  const pathnames = new Map<number, string>();
  const visit = (categories: Category[]) => {
    for (const category of categories) {
      pathnames.set(category.id, categoryPathname(category));
      visit(category.categories ?? []);
    }
  };
  visit(answer.data.data);
  return pathnames;
}

async function productPage(page: number) {
  const answer = await clients.ar.GET('/products', { params: { query: { page, per_page: PER_PAGE } } });
  if (!answer.data) throw new Error(`The products' page ${page} came without a body`);
  return answer.data;
}

/** Every product's id, from every page of the listing; a listing that moved while it was read (fewer ids than its total) is not a catalogue. */
async function productIds(): Promise<number[]> {
  const first = await productPage(1);
  const ids = new Set(first.data.map((product) => product.id));
  let total = first.meta.total;
  const rest = Array.from({ length: Math.max(0, first.meta.last_page - 1) }, (_, index) => index + 2);
  for (let start = 0; start < rest.length; start += AT_ONCE) {
    const pages = await Promise.all(rest.slice(start, start + AT_ONCE).map(productPage));
    for (const page of pages) {
      for (const product of page.data) ids.add(product.id);
      total = page.meta.total;
    }
  }
  if (ids.size < total) throw new Error(`The products' listing gave ${ids.size} products of its ${total}`);
  return [...ids].sort((a, b) => a - b);
}

async function buildCatalogue(): Promise<Catalogue> {
  const [ar, en, products] = await Promise.all([categoryPathnames('ar'), categoryPathnames('en'), productIds()]);
  return { categories: [...ar].map(([id, pathname]) => ({ ar: pathname, en: en.get(id) })), products };
}

let kept: { catalogue: Catalogue; at: number } | undefined;
let building: Promise<Catalogue> | undefined;

/** One build at a time, however many ask; a kept catalogue past KEEP_MS is served while the next is made. */
function catalogue(now = Date.now()): Promise<Catalogue> {
  if (kept && now - kept.at < KEEP_MS) return Promise.resolve(kept.catalogue);
  if (!building) {
    const last = kept;
    building = buildCatalogue()
      .then(
        (made) => {
          kept = { catalogue: made, at: Date.now() };
          return made;
        },
        (error: unknown) => {
          // The last good one is served for another KEEP_MS before the API is asked again.
          if (last) {
            last.at = Date.now();
            const message = error instanceof Error ? error.message : String(error);
            process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), sitemap: 'not made again: the last good one is served', error: { message } })}\n`);
          }
          throw error;
        },
      )
      .finally(() => (building = undefined));
    // Nobody waits for a refresh behind a kept one.
    if (last) building.catch(() => undefined);
  }
  return kept ? Promise.resolve(kept.catalogue) : building;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** A page's <url> in each language: its canonical as <loc>, its address in each language as alternates. */
function pageUrls(origin: string, pathname: string | { ar: string; en: string | undefined }): string {
  const { ar, en } = typeof pathname === 'string' ? { ar: pathname, en: pathname } : pathname;
  // A category the English tree does not have has no English page.
  const alternates = en === undefined ? languageAlternates(origin, ar).filter((link) => link.hrefLang !== 'en') : languageAlternates(origin, { ar, en });
  const links = alternates.map((link) => `<xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${escapeXml(link.href)}"/>`).join('');
  const locs = [addressIn(origin, ar, 'ar'), ...(en === undefined ? [] : [addressIn(origin, en, 'en')])];
  return locs.map((loc) => `<url><loc>${escapeXml(loc)}</loc>${links}</url>\n`).join('');
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const urlset = (urls: string) =>
  `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}</urlset>\n`;

const productFiles = ({ products }: Catalogue) => Math.ceil(products.length / PRODUCTS_PER_FILE);

function sitemapIndex(origin: string, catalogue: Catalogue): string {
  const files = ['pages', 'categories', ...Array.from({ length: productFiles(catalogue) }, (_, index) => `products-${index + 1}`)];
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}.xml`)}</loc></sitemap>\n`).join('');
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}

/** The file's XML, or undefined for a file the catalogue does not have. */
function sitemapFile(file: string, origin: string, catalogue: Catalogue): string | undefined {
  if (file === 'pages') return urlset(OWN_PAGES.map((pathname) => pageUrls(origin, pathname)).join(''));
  if (file === 'categories') return urlset(catalogue.categories.map((pathnames) => pageUrls(origin, pathnames)).join(''));
  const number = Number(/^products-([1-9]\d{0,5})$/.exec(file)?.[1]);
  if (!number || number > productFiles(catalogue)) return undefined;
  const ids = catalogue.products.slice((number - 1) * PRODUCTS_PER_FILE, number * PRODUCTS_PER_FILE);
  return urlset(ids.map((id) => pageUrls(origin, `/products/${id}`)).join(''));
}

const robots = (origin: string) => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;

const SITEMAP_PATH = /^\/(?:sitemap|sitemaps\/([\w-]{1,40}))\.xml$/;

const answerWith = (status: number, contentType: string, body: string, caching: string, extra: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': contentType, 'cache-control': caching, 'x-content-type-options': 'nosniff', ...extra } });

/** What the sitemap needs of the request being answered (src/server.ts): the store's public origin, and where its failure is told. */
interface AskingPage {
  origin: string;
  outcome: { error?: unknown };
}

/** The answer to /robots.txt, /sitemap.xml and /sitemaps/<file>.xml, or undefined for any other request. */
export async function answerSitemap(request: Request, page: AskingPage): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const { pathname } = new URL(request.url);
  if (pathname === '/robots.txt') return answerWith(200, 'text/plain; charset=utf-8', robots(page.origin), 'public, max-age=3600');
  const match = SITEMAP_PATH.exec(pathname);
  if (!match) return undefined;
  let made: Catalogue;
  try {
    made = await catalogue();
  } catch (error) {
    page.outcome.error ??= error;
    const retryAfter = String(serverConfig.retryAfterSeconds);
    return answerWith(503, 'text/plain; charset=utf-8', 'The sitemap is temporarily unavailable.\n', 'no-store', { 'retry-after': retryAfter });
  }
  const file = match[1];
  const xml = file === undefined ? sitemapIndex(page.origin, made) : sitemapFile(file, page.origin, made);
  if (xml === undefined) return answerWith(404, 'text/plain; charset=utf-8', 'No such sitemap.\n', 'public, max-age=60');
  return answerWith(200, 'application/xml; charset=utf-8', xml, CACHING);
}
