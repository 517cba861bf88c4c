// The store's service worker (src/serviceWorker/worker.ts) from a production build only: `npm run
// dev` has none. Registered once the page has loaded, so it never competes with the first screen;
// then it is told the assets this page loaded before it was there, to keep them for the next visit.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A page the worker already answered came through it: nothing to tell it.
    const cameThroughWorker = navigator.serviceWorker.controller !== null;
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (cameThroughWorker) return;
        const urls = performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.includes('/assets/'));
        registration.active?.postMessage({ type: 'CACHE_URLS', urls });
      })
      // No worker (a private window, storage refused): the store works as without one.
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

/**
 * Whether the service worker gave this page from what it kept, the network having failed or been
 * too slow: the page is then offline in all but name (navigator.onLine can still say true).
 */
export function isKeptCopy(): Promise<boolean> {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data === true);
    worker.postMessage({ type: 'KEPT_COPY?' }, [channel.port2]);
  });
}
