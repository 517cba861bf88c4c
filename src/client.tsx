// Browser only. The browser's start: the page came rendered in a language (<html lang>); the app takes over in
// the same one, with the same catalogs, so hydration finds what the server drew.
import { i18n } from '@lingui/core';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { startErrorReporting } from './app/errorReporting';
import { activateLanguage, isScreenCatalog, loadScreenMessages } from './app/i18n';
import { reloadForStoredChoice } from './app/languageChoice';
import { registerServiceWorker } from './app/serviceWorker';
import { getRouter } from './router';
import { pageLanguage } from './shared/language';
import { runtimeConfig } from './shared/runtimeConfig';

/**
 * A chunk of the app that the server no longer has (a deploy replaced the build this page came
 * with) loads the page again, so the shopper gets the build being served: once per chunk, so a
 * chunk still missing after the reload is left to the page's own error handling, never a loop.
 * Vite's preload helper, which every dynamic import goes through, reports the failure; the server
 * is asked whether the file is gone (404), because offline or a dropped connection is no new build
 * and a reload would leave the shopper nothing.
 */
function reloadOnceForMissingChunks() {
  addEventListener('vite:preloadError', (event) => {
    const message = event.payload instanceof Error ? event.payload.message : String(event.payload);
    const chunk = /https?:\/\/\S+/.exec(message)?.[0];
    if (!chunk) return;
    // A question to the store's own server about one of its files, not a call to the API.
    // eslint-disable-next-line no-restricted-globals
    void fetch(chunk, { method: 'HEAD', cache: 'no-store' })
      .then(({ status }) => {
        const key = `store:reloaded-for:${chunk}`;
        if (status !== 404 || sessionStorage.getItem(key)) return;
        sessionStorage.setItem(key, String(Date.now()));
        window.location.reload();
      })
      // No answer, or no sessionStorage (a private mode: no way to know it is the first time): no reload.
      .catch(() => undefined);
  });
}

reloadOnceForMissingChunks();
if (!reloadForStoredChoice()) {
  const language = pageLanguage();
  const screens = (document.documentElement.dataset.screenCatalogs ?? '').split(' ').filter(isScreenCatalog);
  await activateLanguage(i18n, language);
  await loadScreenMessages(i18n, ...screens);
  // The router's own client (RouterClient), not Start's (StartClient): Start's adds the client of
  // server functions and its serializer (seroval, ~10 KB brotli on every page), and this store has
  // no server function; the page's data comes in the page and is read without it.
  // In a transition, hydration yields to the browser every few milliseconds (as every Suspense
  // boundary's already does) instead of taking the page's shell in one long task.
  const router = getRouter();
  // Reports name the route's pattern (/products/$productId), never the address with its ids.
  startErrorReporting(runtimeConfig().sentryDsn, () => router.state.matches.at(-1)?.routeId);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  });
  // Real shoppers' Web Vitals: a chunk of their own, loaded once the page is idle (src/app/webVitals.ts).
  (window.requestIdleCallback ?? setTimeout)(() => void import('./app/webVitals').then((vitals) => vitals.reportWebVitals(router)));
  registerServiceWorker();
}
