import { captureReactException, init } from '@sentry/react';
import { scrubBreadcrumb, scrubEvent } from './scrub';

/** An error a boundary caught, the route's pattern then, and React's component stack. */
export type Report = [error: unknown, route: string | undefined, componentStack?: string | null];

const tags = (route: string | undefined) => ({ route: route ?? 'starting', language: document.documentElement.lang });

/**
 * Starts Sentry (loaded after the page is interactive, see ./index.ts) and returns how to send an
 * error caught by a boundary.
 */
export function startSentry(dsn: string, routePattern: () => string | undefined) {
  init({
    dsn,
    environment: import.meta.env.MODE,
    // The build's, as its source maps in Sentry (vite.config.ts).
    release: import.meta.env.SENTRY_RELEASE as string,
    // Sentry 11 collects all of these by default; the store sends none of them (scrub.ts checks again).
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
      graphQL: { document: false, variables: false },
    },
    // The page's route pattern (/products/$productId, never the id) and language, then nothing
    // private: scrub.ts.
    beforeSend: (event) => scrubEvent({ ...event, tags: { ...tags(routePattern()), ...event.tags } }),
    beforeBreadcrumb: scrubBreadcrumb,
  });
  return (...[error, route, componentStack]: Report) =>
    captureReactException(error, { componentStack: componentStack ?? '' }, { captureContext: { tags: tags(route) } });
}
