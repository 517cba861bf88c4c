// The server's errors go to Sentry when SENTRY_DSN is set (at run time), and nowhere when not.
// Sentry's documented way for a shared environment: a client of our own and a scope that holds it,
// not the global one (docs.sentry.io/platforms/javascript/best-practices/shared-environments/).
// Node's stack traces are V8's, as Chromium's, so the browser SDK's parser reads them; Node 24 has
// fetch for its transport. What is sent is scrubbed as the browser's reports are (scrub.ts): no
// cookie, header, body, query string, token, e-mail or phone.
import { BrowserClient, defaultStackParser, makeFetchTransport, Scope } from '@sentry/react';
import { scrubBreadcrumb, scrubEvent } from '../app/errorReporting/scrub';

let scope: Scope | undefined;

function startSentry(dsn: string): Scope {
  const client = new BrowserClient({
    dsn,
    environment: process.env.SENTRY_ENVIRONMENT ?? 'production',
    // The build's, as its source maps in Sentry (vite.config.ts).
    release: import.meta.env.SENTRY_RELEASE as string,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [],
    // Sentry 11 collects all of these by default; the store sends none of them.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
      graphQL: { document: false, variables: false },
    },
    beforeSend: scrubEvent,
    beforeBreadcrumb: scrubBreadcrumb,
  });
  const own = new Scope();
  own.setClient(client);
  client.init();
  return own;
}

/** What a report says of its request: never its query, cookies or headers. */
interface ReportedRequest {
  id: string;
  path: string;
  language: string;
}

/** Sends an error of the server's to Sentry, when it has a DSN. */
export function reportServerError(error: unknown, request: ReportedRequest): void {
  const dsn = process.env.SENTRY_DSN;
  if (!dsn) return;
  scope ??= startSentry(dsn);
  const forRequest = scope.clone();
  forRequest.setTags({ side: 'server', path: request.path, language: request.language, request_id: request.id });
  forRequest.captureException(error);
}
