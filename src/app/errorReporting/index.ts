import type { Report } from './sentry';

// Errors go to Sentry only when the store is given a SENTRY_DSN where it runs (the page's run-time
// configuration); without one no Sentry code is downloaded. Sentry itself (./sentry.ts, a chunk of
// its own) loads once the page has loaded and the browser is idle, so the first page's code does
// not grow; what goes wrong before then waits here and is sent when it arrives. Kept short: this
// is part of the first page's code.

/** Set in the browser when the store has a DSN; on the server (and without one) nothing is reported here. */
let enabled = false;
const waiting: Report[] = [];
let send: ((...report: Report) => void) | undefined;
let routeNow: () => string | undefined;

/** Reports an error a boundary caught (the router's or the app's), with React's component stack. */
export function reportError(error: unknown, info?: { componentStack?: string | null }): void {
  if (!enabled) return;
  const report: Report = [error, routeNow(), info?.componentStack];
  if (send) send(...report);
  else if (waiting.length < 10) waiting.push(report);
}

/**
 * Called as the app's code starts (before the load event: it is a module script), with the
 * store's DSN (none: nothing is reported) and the current route's pattern, /products/$productId.
 */
export function startErrorReporting(dsn: string | undefined, routePattern: () => string | undefined): void {
  if (!dsn) return;
  enabled = true;
  routeNow = routePattern;
  // Until Sentry listens for them itself.
  const early = (event: Partial<ErrorEvent & PromiseRejectionEvent>) => reportError(event.reason ?? event.error ?? event.message);
  addEventListener('error', early);
  addEventListener('unhandledrejection', early);
  const load = () =>
    import('./sentry').then(({ startSentry }) => {
      removeEventListener('error', early);
      removeEventListener('unhandledrejection', early);
      send = startSentry(dsn, routePattern);
      for (const report of waiting.splice(0)) send(...report);
    });
  // Safari has no requestIdleCallback.
  addEventListener('load', () => (window.requestIdleCallback ?? setTimeout)(load), { once: true });
}
