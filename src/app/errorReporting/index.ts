import type { Tags } from './sentry';

// Errors go to Sentry only when the build has VITE_SENTRY_DSN; without it this module is empty
// and no Sentry code is built or downloaded. Sentry itself (./sentry.ts, a chunk of its own)
// loads once the page has loaded and the browser is idle, so the first page's code does not grow;
// what goes wrong before then waits here and is sent when it arrives.

type Report = [error: unknown, tags: Tags, componentStack?: string];

const dsn = import.meta.env.VITE_SENTRY_DSN;
const waiting: Report[] = [];
let send: ((...report: Report) => void) | undefined;
let tagsNow: () => Tags;

/** Reports an error a boundary caught (the router's or the app's), with React's component stack. */
export function reportError(error: unknown, info?: { componentStack?: string | null }): void {
  if (!dsn) return;
  const report: Report = [error, tagsNow(), info?.componentStack ?? undefined];
  if (send) send(...report);
  else if (waiting.length < 10) waiting.push(report);
}

/** Called first thing: `routePattern` is the current route's pattern, /products/$productId. */
export function startErrorReporting(routePattern: () => string | undefined): void {
  if (!dsn) return;
  tagsNow = () => ({ route: routePattern() ?? 'starting', language: document.documentElement.lang });
  // Until Sentry listens for them itself.
  const early = (event: ErrorEvent | PromiseRejectionEvent) => reportError('reason' in event ? event.reason : (event.error ?? event.message));
  addEventListener('error', early);
  addEventListener('unhandledrejection', early);
  const load = () =>
    import('./sentry').then(({ startSentry }) => {
      removeEventListener('error', early);
      removeEventListener('unhandledrejection', early);
      send = startSentry(dsn, tagsNow);
      for (const report of waiting.splice(0)) send(...report);
    });
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 5000 }) : setTimeout(load, 500));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
