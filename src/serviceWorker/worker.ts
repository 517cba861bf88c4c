// The store's service worker (built from the production build by scripts/serviceWorker.mjs; never
// in development). What it keeps, and what never:
// - the first page's code, its CSS and the fonts, at install (Workbox's precache, from the build);
// - the hashed assets, cache-first (a name never changes content); media and link previews
//   pictures and link previews stale-while-revalidate;
// - a guest's page, network-first with a short timeout, for the next visit and offline. A signed-in
//   shopper's page is theirs (the server says `private, no-store`): never kept. Signing out forgets
//   every page kept, whoever's it looked like;
// - never the API, the session and form calls, the payment gateway, /vitals or /metrics: not routed,
//   so the browser asks the network as without a worker.
// Offline, a page never kept is the store's offline page in the shopper's language, with links to
// the pages kept. A new build's worker takes over at once; the open tab keeps its own build's code
// (hashed names: never a mix of two builds in one page) and the next page is the new build's.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { offlinePage } from './offlinePage';

declare const self: ServiceWorkerGlobalScope & {
  /** The precache list, written in here by workbox-build's injectManifest (its injectionPoint: scripts/serviceWorker.mjs). */
  STORE_PRECACHE: Array<{ url: string; revision: string | null }>;
  /** The Cookie Store API (Chromium, Safari 18.4, Firefox 140): the language cookie, which no header of a navigation gives here. */
  cookieStore?: { get: (name: string) => Promise<{ value: string } | null> };
};

/** Pages are the only thing of a visit kept that the shopper's own could be in. */
const PAGES_CACHE = 'store-pages';
const ASSETS_CACHE = 'store-assets';
const MEDIA_CACHE = 'store-media';

/** How long a page may take before the kept copy is shown instead (a slow phone network). */
const PAGE_TIMEOUT_SECONDS = 3;

/** Addresses never answered from a cache: the API, the session, forms, payments, the server's own figures. */
const NEVER_KEPT = /^\/(api\/v1|session|actions|gateway|providers|vitals|metrics|healthz|readyz)(\/|$)/;

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.STORE_PRECACHE);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** Only a whole guest's page is kept: the server marks a shopper's own `private, no-store`. */
const guestPagesOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const caching = response.headers.get('cache-control') ?? '';
    return response.status === 200 && !/private|no-store/.test(caching) ? response : null;
  },
};

/** The pages (their clients' ids) given a kept copy because the network failed or was too slow. */
const givenKeptCopy = new Set<string>();

/** NetworkFirst reads the cache only when the network failed or timed out: the page is then told (below). */
const noteKeptCopies: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ event, cachedResponse }) => {
    const id = (event as FetchEvent | undefined)?.resultingClientId;
    if (cachedResponse && id) givenKeptCopy.add(id);
    return cachedResponse;
  },
};

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !NEVER_KEPT.test(url.pathname),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
    plugins: [guestPagesOnly, noteKeptCopies, new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'), new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 300 })] }));

registerRoute(
  // Pictures only: a video comes in ranges (206), which a cache cannot hold.
  ({ request, url }) => sameOrigin(url) && request.destination === 'image' && /^\/(media|og|images|icons|flags|avatars)\//.test(url.pathname),
  new StaleWhileRevalidate({ cacheName: MEDIA_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })] }),
);

// The page that installed the worker loaded its code before the worker was there: it names the
// assets it loaded, which are kept as if they had come through it.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | undefined;
  // A page asks whether it is a kept copy (src/app/serviceWorker.ts): it then shows the offline notice.
  if (data?.type === 'KEPT_COPY?' && event.source instanceof Client) {
    event.ports[0]?.postMessage(givenKeptCopy.delete(event.source.id));
    return;
  }
  if (data?.type !== 'CACHE_URLS' || !Array.isArray(data.urls)) return;
  const assets = data.urls.filter((url): url is string => typeof url === 'string' && sameOrigin(new URL(url)) && new URL(url).pathname.startsWith('/assets/'));
  event.waitUntil(
    caches.open(ASSETS_CACHE).then(async (cache) => {
      const missing = await Promise.all(assets.map(async (url) => ((await cache.match(url)) ? undefined : url)));
      await cache.addAll(missing.filter((url): url is string => url !== undefined));
    }),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (!sameOrigin(url)) return;
  // Signing out (the app's call or the plain form's) forgets every page kept.
  if (url.pathname === '/session/logout') event.waitUntil(caches.delete(PAGES_CACHE));
});

// A page neither the network nor the cache gives: the offline page, in the shopper's language.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return offlinePage(await caches.open(PAGES_CACHE), await languageOf(request));
});

/** The shopper's language: the page's ?lang=, else their cookie, else Arabic (the store's first). */
async function languageOf(request: Request): Promise<'ar' | 'en'> {
  const asked = new URL(request.url).searchParams.get('lang');
  if (asked === 'ar' || asked === 'en') return asked;
  const cookie = await self.cookieStore?.get('language').catch(() => null);
  return cookie?.value === 'en' ? 'en' : 'ar';
}
