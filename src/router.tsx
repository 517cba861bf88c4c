import type { I18n, MessageDescriptor } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { reportError } from './app/errorReporting';
import { i18nForPage } from './app/i18n';
import { createAppQueryClient } from './app/queryClient';
import { routeTree } from './routeTree.gen';
import { pageRequest, type PageRequest } from './shared/api';
import { pageUnavailableAdapter } from './shared/unavailable';
import { PAGE_LOADING } from './shared/ui/RouteError';

/** What every route's loader and head is given: the page's cache, translations and what is known of its request. */
export interface RouterContext extends PageRequest {
  queryClient: QueryClient;
  /** This page's translations: one instance per request on the server (src/app/i18n.ts). */
  i18n: I18n;
}

/** One router per page: per request on the server, once in the browser. */
export function getRouter() {
  const queryClient = createAppQueryClient();
  const request = pageRequest();
  const router = createRouter({
    routeTree,
    context: { ...request, queryClient, i18n: i18nForPage() },
    // /Store and /store are the same page.
    caseSensitive: false,
    defaultPreload: 'intent',
    // The query cache decides freshness; the router should not hold a second copy.
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
    ...PAGE_LOADING,
    // A page that fails is reported.
    defaultOnCatch: reportError,
    // Every inline script of the page carries this response's nonce (the CSP, src/server.ts).
    ssr: { nonce: request.nonce },
  });
  // The browser's router reads the server's page itself (RouterClient, not Start's client, which
  // would read src/start.ts): it is given the same adapter.
  if (!import.meta.env.SSR) router.options.serializationAdapters = [pageUnavailableAdapter];
  // The server's query cache goes to the browser with the page, so hydration asks nothing again.
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
  interface StaticDataRouteOption {
    /** The page's name, shown in the tab title before the store's name. */
    title?: MessageDescriptor;
    /** The page's head gives its own canonical and language links (a category: its name differs by language). */
    ownLanguageLinks?: boolean;
  }
}
