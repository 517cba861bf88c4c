// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyCallScript } from '../../scripts/earlyCallScript';
import { API_BASE, apiClient } from '../../src/shared/api';
import { toProductParams } from '../../src/features/store/listingSearch';

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Opens `path` and runs the script index.html carries, as the browser would before the app's code. */
function openPage(path: string, apiBase = API_BASE) {
  history.replaceState(null, '', path);
  new Function(earlyCallScript(apiBase))();
}

let network: ReturnType<typeof vi.fn>;
beforeEach(() => {
  network = vi.fn((input: RequestInfo | URL) => Promise.resolve(answer({ from: 'network', url: String(input instanceof Request ? input.url : input) })));
  vi.stubGlobal('fetch', network);
  localStorage.setItem('language', 'en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  window.earlyCalls = undefined;
  document.cookie = 'jwt=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

/** The addresses the page has fetched, in order. */
const calledUrls = () => network.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
const FRAME = ['/api/v1/general-settings', '/api/v1/gold-today', '/api/v1/gold-today-usa', '/api/v1/categories'];
/** The early call for `url`: the page's own, once the script has run. */
const earlyCallFor = (url: string) => window.earlyCalls?.find((call) => call.url.endsWith(url));

describe('the calls a first page waits for, started by index.html', () => {
  it.each([
    ['/', ['/api/v1/home', '/api/v1/home_sections']],
    ['/products/101', ['/api/v1/products/101', '/api/v1/products/101/related', '/api/v1/products/101/comments?page=1']],
    ['/Store', ['/api/v1/products?sort=suggest&page=1&per_page=12']],
  ])("on %s, starts %j, then the frame's calls, in the stored language", (path, calls) => {
    openPage(path, '/api/v1');
    expect(calledUrls()).toEqual([...calls, ...FRAME]);
    for (const call of calls) expect(network).toHaveBeenCalledWith(call, { headers: { lang: 'en' } });
  });

  it.each(['/About', '/Store?sort=price_desc', '/products/abc'])("on %s, starts only the frame's calls", (path) => {
    openPage(path, '/api/v1');
    expect(calledUrls()).toEqual(FRAME);
  });

  it('starts nothing for a signed-in shopper, whose calls carry the token', () => {
    document.cookie = 'jwt=tok-123; path=/';
    openPage('/');
    expect(network).not.toHaveBeenCalled();
  });

  it("hands each answer to the app's first identical call, once: the store's default list, the categories", async () => {
    openPage('/Store');
    const listUrl = `${API_BASE}/products?sort=suggest&page=1&per_page=12`;
    const first = await apiClient.GET('/products', { params: { query: toProductParams({}) } });
    const categories = await apiClient.GET('/categories');
    expect(network).toHaveBeenCalledTimes(1 + FRAME.length);
    expect(first.data).toEqual({ from: 'network', url: listUrl });
    expect(categories.data).toEqual({ from: 'network', url: `${API_BASE}/categories` });

    await apiClient.GET('/products', { params: { query: toProductParams({}) } });
    expect(calledUrls().filter((url) => url.startsWith(listUrl))).toHaveLength(2);
  });

  it('is not used for a call in another language', async () => {
    openPage('/');
    localStorage.setItem('language', 'ar');
    await apiClient.GET('/home');
    expect(network).toHaveBeenCalledTimes(3 + FRAME.length);
    expect(earlyCallFor('/home')).toBeDefined();
  });

  describe("preloads the page's first picture as soon as the answer arrives", () => {
    const picture = (url: string) => ({ type: 'image', url });
    const preloadedPictures = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));

    it.each([
      ['/products/101', { data: { media: [{ type: 'video', url: '/v.mp4' }, picture('/p101.webp'), picture('/p101b.webp')] } }, '/p101.webp'],
      ['/Store', { data: [{ media: [picture('/first.webp')] }, { media: [picture('/second.webp')] }] }, '/first.webp'],
    ])('on %s', async (path, body, expected) => {
      network.mockResolvedValue(answer(body));
      openPage(path);
      const response = await earlyCallFor(path === '/Store' ? '/products?sort=suggest&page=1&per_page=12' : path)!.response;
      // Before the app has the answer, so the app's own preload (preloadImage) never comes first.
      expect(preloadedPictures()).toEqual([expected]);
      // The app still gets the whole answer.
      expect(await response.json()).toEqual(body);
    });

    it.each([
      ['an answer without pictures', answer({ data: { media: [] } })],
      ['a failed call', new Response('{}', { status: 500 })],
    ])('and preloads nothing after %s', async (_case, response) => {
      network.mockResolvedValue(response);
      openPage('/products/101');
      await earlyCallFor('/products/101')!.response;
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(preloadedPictures()).toEqual([]);
    });

    it('and nothing on the home page, whose first picture is fixed (preloaded by landingPagePreloadScript)', async () => {
      network.mockResolvedValue(answer({ data: { media: [picture('/x.webp')] } }));
      openPage('/');
      await earlyCallFor('/home')!.response;
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(preloadedPictures()).toEqual([]);
    });
  });
});
