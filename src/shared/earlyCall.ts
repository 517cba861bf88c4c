/**
 * The calls a first page waits for before it can show anything, started by a small script in the
 * built index.html (scripts/earlyCallScript.ts) while the app's code still downloads, instead of a
 * round trip after it has run. The app's API client takes each answer for its first identical call.
 * The same script starts FRAME_CALLS on every page.
 *
 * Only for guests: a signed-in shopper's calls carry the token, and the script does not read it.
 * A rule that no longer matches what the app asks for costs one unused call, nothing else.
 *
 * `calls`: the page's calls, made from its address (`$1`). The first is the one the page waits
 * for; the others (home's sections, a product's related products and comments) would otherwise
 * start only once the app has rendered the page.
 *
 * `pictures`: where the first call's answer lists the media of the page's first product. The
 * first picture there is the page's largest paint (LCP); the script preloads it as soon as the
 * answer arrives, instead of once the app's code has run and read it (preloadImage does the same,
 * and skips it).
 */
export const EARLY_CALLS: readonly { page: RegExp; calls: readonly string[]; pictures?: readonly (string | number)[] }[] = [
  { page: /^\/$/, calls: ['/home', '/home_sections'] },
  { page: /^\/products\/(\d+)$/, calls: ['/products/$1', '/products/$1/related', '/products/$1/comments?page=1'], pictures: ['data', 'media'] },
  // The store's first page with no sort, filter or page chosen (toProductParams's defaults).
  { page: /^\/Store$/, calls: ['/products?sort=suggest&page=1&per_page=12'], pictures: ['data', 0, 'media'] },
];
/** The calls of the frame every page renders: the header's prices and categories, the footer's settings. */
export const FRAME_CALLS: readonly string[] = ['/general-settings', '/gold-today', '/gold-today-usa', '/categories'];

/** What the script leaves on `window`, for each call: its URL, the language it asked in, and its answer. */
export interface EarlyCall {
  url: string;
  lang: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    earlyCalls?: EarlyCall[];
  }
}

/** The early answer if `request` is one of the calls started early (each is taken once), otherwise undefined. */
export function takeEarlyCall(request: Request): Promise<Response> | undefined {
  const calls = window.earlyCalls;
  if (!calls || request.method !== 'GET' || request.headers.has('Authorization')) return undefined;
  const index = calls.findIndex((early) => request.url === new URL(early.url, location.href).href && request.headers.get('lang') === early.lang);
  return index < 0 ? undefined : calls.splice(index, 1)[0]?.response;
}
