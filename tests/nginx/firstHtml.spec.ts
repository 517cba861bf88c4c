import { expect, test, type APIRequestContext } from '@playwright/test';
import { example } from '../e2e/support';

// The first HTML of a page as a link preview or a search engine reads it: no JavaScript runs. Each
// page comes rendered by the server in the language asked (?lang=en, or Arabic by default), with
// its head (title, description, Open Graph, canonical and alternates, JSON-LD) and its content.

type Language = 'ar' | 'en';
const STORE_NAME = { ar: 'متجر الذهب', en: 'Gold Store' } as const;
const FOOTER_LINKS = ['/', '/Store', '/About', '/Contact', '/maintenance', '/design-request', '/public-questions', '/compliants', '/Terms-and-Conditions', '/private-policy', '/usage-agreement', '/shipping-policy'];

/** The page's HTML and a few readers of it. */
async function firstHtml(request: APIRequestContext, path: string, language: Language) {
  const answer = await request.get(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
  const html = await answer.text();
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const link = (rel: string, hrefLang?: string) =>
    new RegExp(`<link rel="${rel}"${hrefLang ? ` hrefLang="${hrefLang}"` : ''} href="([^"]*)"`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!));
  const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return { answer, html, meta, link, jsonLd, footer, title };
}

const decode = (text = '') => text.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

for (const language of ['ar', 'en'] as const) {
  test.describe(`the first HTML, in ${language}`, () => {
    const products = example('get', '/products', 200, language).data;
    const bar = products.find((product: { id: number }) => product.id === 101);

    test('a product: its title, price, picture, head, JSON-LD, preview picture and footer', async ({ request, baseURL }) => {
      const page = await firstHtml(request, '/products/101', language);
      expect(page.answer.status()).toBe(200);
      expect(page.html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(decode(page.title)).toBe(`${bar.title} | ${STORE_NAME[language]}`);
      expect(page.html).toMatch(new RegExp(`<h1[^>]*>${bar.title}</h1>`));
      expect(page.html).toContain(bar.media[0].url);
      expect(decode(page.meta('og:title'))).toBe(`${bar.title} | ${STORE_NAME[language]}`);
      expect(page.meta('description')?.length).toBeGreaterThan(20);
      expect(page.meta('og:locale')).toBe(language === 'ar' ? 'ar_SA' : 'en_US');
      expect(page.meta('twitter:card')).toBe('summary_large_image');
      expect(page.link('canonical')).toBe(`${baseURL}/products/101${language === 'en' ? '?lang=en' : ''}`);
      expect(page.link('alternate', 'ar')).toBe(`${baseURL}/products/101`);
      expect(page.link('alternate', 'en')).toBe(`${baseURL}/products/101?lang=en`);
      expect(page.link('alternate', 'x-default')).toBe(`${baseURL}/products/101`);

      const product = page.jsonLd.find((data) => data['@type'] === 'Product');
      expect(product).toMatchObject({ name: bar.title, sku: String(bar.variety_id), offers: { priceCurrency: 'SAR', price: bar.price.toFixed(2) } });
      expect(product.offers.availability).toBe(bar.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
      const crumbs = page.jsonLd.find((data) => data['@type'] === 'BreadcrumbList').itemListElement;
      expect(crumbs.at(-1)).toMatchObject({ name: bar.title, item: `${baseURL}/products/101` });

      // The preview picture: a JPEG of 1200×630 under 300 KB.
      const image = await request.get(page.meta('og:image')!);
      expect(image.headers()['content-type']).toBe('image/jpeg');
      const bytes = await image.body();
      expect(bytes.length).toBeLessThan(300 * 1024);
      // JPEG's frame header (SOF0/SOF2) holds the height and width.
      const frame = bytes.findIndex((byte, index) => byte === 0xff && (bytes[index + 1] === 0xc0 || bytes[index + 1] === 0xc2));
      expect([bytes.readUInt16BE(frame + 7), bytes.readUInt16BE(frame + 5)]).toEqual([1200, 630]);

      for (const href of FOOTER_LINKS) expect(page.footer, href).toContain(`href="${href}"`);
    });

    test('the store, a category and home: their content and head', async ({ request }) => {
      const store = await firstHtml(request, '/Store', language);
      for (const product of products.slice(0, 3)) expect(store.html).toContain(product.title);
      expect(store.link('canonical')).toMatch(/\/Store/);

      const categories = example('get', '/categories', 200, language).data;
      const jewellery = categories[2];
      const category = await firstHtml(request, `/category/${jewellery.id}/x`, language);
      expect(decode(category.title)).toBe(`${jewellery.title} | ${STORE_NAME[language]}`);
      expect(category.jsonLd.find((data) => data['@type'] === 'BreadcrumbList').itemListElement.at(-1).name).toBe(jewellery.title);

      const home = await firstHtml(request, '/', language);
      const organization = home.jsonLd.find((data) => data['@type'] === 'Organization');
      expect(organization).toMatchObject({ name: STORE_NAME[language] });
      expect(organization.email).toBeTruthy();
      for (const href of FOOTER_LINKS) expect(home.footer, href).toContain(`href="${href}"`);
    });

    test('an unknown piece and an unknown address are 404s with the not-found page', async ({ request }) => {
      for (const path of ['/products/4242', '/no-such-page']) {
        const page = await firstHtml(request, path, language);
        expect(page.answer.status(), path).toBe(404);
        expect(page.html).toContain(language === 'ar' ? 'غير موجود' : 'not found');
      }
    });
  });
}

test('40 pages at once, half Arabic and half English: each in its own language', async ({ request }) => {
  const paths = ['/products/101', '/Store', '/', '/About', '/products/108'];
  const pages = await Promise.all(
    Array.from({ length: 40 }, (_, index) => {
      const language: Language = index % 2 ? 'en' : 'ar';
      return firstHtml(request, paths[index % paths.length]!, language).then((page) => ({ language, page }));
    }),
  );
  for (const { language, page } of pages) {
    expect(page.html).toContain(`<html lang="${language}"`);
    expect(/[\u0600-\u06FF]/.test(page.title ?? '')).toBe(language === 'ar');
  }
});
