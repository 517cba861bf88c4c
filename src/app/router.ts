import type { MessageDescriptor } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { Auth } from '../features/auth';
import { routeTree } from '../routeTree.gen';
import { RouteError } from '../shared/ui/RouteError';
import { reportError } from './errorReporting';

export interface RouterContext {
  queryClient: QueryClient;
  auth: Auth;
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    // auth is handed in by <RouterProvider context> (src/app/App.tsx) on every render.
    context: { queryClient, auth: undefined! },
    // /Store and /store are the same page.
    caseSensitive: false,
    defaultPreload: 'intent',
    // The query cache decides freshness; the router should not hold a second copy.
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
    // A page that fails shows the error page inside the frame, and the error is reported.
    defaultErrorComponent: RouteError,
    defaultOnCatch: reportError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The page's name, shown in the tab title before the store's name. */
    title?: MessageDescriptor;
  }
}
