import { captureReactException, init } from '@sentry/react';
import { scrubBreadcrumb, scrubEvent } from './scrub';

export type Tags = Record<'route' | 'language', string>;

/**
 * Starts Sentry (loaded after the page is interactive, see ./index.ts) and returns how to send an
 * error caught by a boundary, with the tags of the moment it happened.
 */
export function startSentry(currentTags: () => Tags) {
  init({
    dsn: import.meta.env.VITE_SENTRY_DSN,
    environment: import.meta.env.MODE,
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
    beforeSend: (event) => scrubEvent({ ...event, tags: { ...currentTags(), ...event.tags } }),
    beforeBreadcrumb: scrubBreadcrumb,
  });
  return (error: unknown, tags: Tags, componentStack?: string) =>
    captureReactException(error, { componentStack: componentStack ?? '' }, { captureContext: { tags } });
}
