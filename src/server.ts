// The server's entry: every request renders one page, several at once. What the page's code reads
// of its request (language, the shopper's token, the CSP nonce) and what it tells the response
// (the page's data did not come, the session ended) is kept per request (PageRequest, below) and
// reached through src/shared/api.ts (serveRequestEnvironment); the request's log line is written here.
import handler, { createServerEntry } from '@tanstack/react-start/server-entry';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Language } from '../sdk';
import { apiFetch } from './server/apiFetch';
import { browserConfig, serverConfig } from './server/config';
import { clearedNoticeCookie, clearedSessionCookie, cookieOf, languageCookie } from './server/cookies';
import { reportServerError } from './server/errorReports';
import { createFormActions } from './server/formActions';
import { answerHealth } from './server/health';
import { answerMetrics, countSharedRender, nameApiCalls, observePageRender } from './server/metrics';
import { answerPreview } from './server/productPreview';
import { pageSecurityHeaders } from './server/securityHeaders';
import { createSessionAnswerer } from './server/session';
import { answerSitemap } from './server/sitemap';
import { traceRequest } from './server/tracing';
import { answerVitals } from './server/vitals';
import { apiClient, serveRequestEnvironment } from './shared/api';
import { renderShared, sharedRenderKey } from './server/sharedRenders';
import { serveRuntimeConfig } from './shared/runtimeConfig';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_KEY } from './shared/language';
import { NOTICE_COOKIE, parseNotice, type Notice } from './shared/notice';
import { sanitizeHtml } from './shared/sanitizeHtml';

// The first sanitising of the API's HTML builds jsdom's window (~0.8 s of CPU): done as the server
// starts, not in the first shopper's page.
sanitizeHtml('<p></p>');

serveRuntimeConfig(browserConfig);

// What the server knows of the request it is answering, kept for the request's own async work
// (AsyncLocalStorage): several pages render at once, and nothing of one reaches another.

interface PageRequest {
  /** nginx's X-Request-Id (or our own): in the log line, on the calls to the API and the answer. */
  id: string;
  /** The store's public origin: SITE_ORIGIN, else the one the shopper used. */
  origin: string;
  language: Language;
  /** The shopper's token, from the HttpOnly jwt cookie: only ever sent to the API. */
  token: string | undefined;
  /**
   * The Content-Security-Policy nonce of this response: a fresh one, or the placeholder nginx
   * replaces with a fresh one in every response it sends, cached or not (deploy/README.md, "The page cache").
   */
  nonce: string;
  /** nginx keeps guests' pages a few seconds: its request said so by sending the placeholder. */
  sharedCache: boolean;
  prefer: string | undefined;
  /** What the form posted just before said, for this page to show once (src/shared/notice.ts). */
  notice: Notice | undefined;
  /** Given a copy of the same page's render under way, not rendered (src/server/sharedRenders.ts). */
  sharedRender?: boolean;
  /**
   * Ends every call the page still waits for, once the page's time for its data is up: counted
   * from its first call (in production a few milliseconds after the request came; in development
   * the dev server first compiles what the page needs, which is not the API's time).
   */
  deadline: () => AbortSignal;
  /** What rendering found out, for the response's status, cookies and log line. */
  outcome: {
    /** The page's own data did not come: 503 with Retry-After. */
    unavailable: boolean;
    /** The API answered 401 to the shopper's token: the cookie is cleared. */
    sessionEnded: boolean;
    /** The first error met, logged once with its stack. */
    error?: unknown;
  };
}

/** Sent by nginx (deploy/nginx.conf.template), which keeps guests' pages and replaces the nonce. */
const NONCE_PLACEHOLDER_HEADER = 'x-nonce-placeholder';

const storage = new AsyncLocalStorage<PageRequest>();

const currentPageRequest = (): PageRequest | undefined => storage.getStore();

function runInPageRequest<T>(page: PageRequest, work: () => T): T {
  return storage.run(page, work);
}

/** The store's public origin: SITE_ORIGIN when set (production), else as nginx passes it on. */
function originOf(request: Request): string {
  if (serverConfig.siteOrigin) return serverConfig.siteOrigin;
  const url = new URL(request.url);
  const proto = request.headers.get('x-forwarded-proto') ?? url.protocol.slice(0, -1);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  return `${proto}://${host}`;
}

/** A request id as nginx makes them (32 hex digits); one from elsewhere is used only if it looks like one. */
function requestIdOf(request: Request): string {
  const given = request.headers.get('x-request-id');
  return given && /^[\w-]{8,64}$/.test(given) ? given : randomUUID().replaceAll('-', '');
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** nginx's placeholder for the nonce, in the characters a CSP nonce may have. */
function noncePlaceholderOf(request: Request): string | undefined {
  const given = request.headers.get(NONCE_PLACEHOLDER_HEADER);
  return given && /^[\w+/-]{8,64}$/.test(given) ? given : undefined;
}

function pageRequestOf(request: Request): PageRequest {
  const placeholder = noncePlaceholderOf(request);
  // ?lang=en is the English page's own address for search engines, and the shopper's choice; the
  // store's own calls (/session/…) say theirs as the API's do, in a lang header.
  const asked = new URL(request.url).searchParams.get('lang') ?? request.headers.get('lang');
  const chosen = cookieOf(request, LANGUAGE_KEY);
  return {
    id: requestIdOf(request),
    origin: originOf(request),
    language: isLanguage(asked) ? asked : isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE,
    token: cookieOf(request, 'jwt') || undefined,
    nonce: placeholder ?? randomBytes(16).toString('base64'),
    sharedCache: Boolean(placeholder),
    prefer: serverConfig.passPrefer ? (request.headers.get('prefer') ?? undefined) : undefined,
    notice: parseNotice(cookieOf(request, NOTICE_COOKIE)),
    deadline: once(() => AbortSignal.timeout(serverConfig.pageDataDeadlineMs)),
    outcome: { unavailable: false, sessionEnded: false },
  };
}

// One JSON line on stdout per request the server answers (not the health probes): what a log
// collector needs to follow a request (nginx's request id) and nothing private: the path without
// its query, never a cookie, token, header or body. An error's stack is written once, with its line.

function describe(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  return { name: error.name, message: error.message, stack: error.stack };
}

function logRequest(request: Request, page: PageRequest, status: number, startedAt: number): void {
  const line = {
    time: new Date().toISOString(),
    id: page.id,
    method: request.method,
    path: new URL(request.url).pathname,
    status,
    ms: Math.round(performance.now() - startedAt),
    language: page.language,
    signedIn: Boolean(page.token),
    ...(page.sharedRender ? { sharedRender: true } : {}),
    ...(page.outcome.error === undefined ? {} : { error: describe(page.outcome.error) }),
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

serveRequestEnvironment({
  language: () => currentPageRequest()?.language ?? DEFAULT_LANGUAGE,
  token: () => currentPageRequest()?.token,
  nonce: () => currentPageRequest()?.nonce,
  origin: () => currentPageRequest()?.origin ?? '',
  prefer: () => currentPageRequest()?.prefer,
  notice: () => currentPageRequest()?.notice,
  apiFetch: (request) => apiFetch(request, currentPageRequest()),
  endSession: () => {
    const page = currentPageRequest();
    if (page) page.outcome.sessionEnded = true;
  },
  pageFailed: (error, unavailable) => {
    const page = currentPageRequest();
    if (!page) return;
    page.outcome.unavailable ||= unavailable;
    page.outcome.error ??= error;
  },
});

const answerSession = createSessionAnswerer(apiClient);
const answerFormAction = createFormActions(apiClient);
// Each call the client makes is named by its operation, for /metrics and its span (src/server/metrics.ts).
apiClient.use(nameApiCalls);

/**
 * How long nginx keeps a guest's page as new (5 s), and then serves it while it asks for a new one
 * (5 minutes): a crowd after a quiet spell gets it at once, one render behind them. Its gold prices
 * say when they came, and the app asks for them again as it starts (src/features/gold-prices).
 * nginx drops a page nobody asked for in those 5 minutes (`inactive`: deploy/nginx.conf.template);
 * a crowd at a page it does not have is one render (src/server/sharedRenders.ts).
 */
const SHARED_PAGE_CACHING = 'public, max-age=5, stale-while-revalidate=300';

/**
 * A signed-in shopper's page is theirs alone: never kept (by nginx, nor by the browser's service
 * worker); nor one that showed a notice (the shopper's own). A guest's good page, the same for every
 * guest of its address and language, nginx keeps a few seconds when it keeps pages (it tells the
 * browser to ask again, as without it). A page missing a section the API did not give is not kept;
 * nor, by nginx, one that sets a cookie.
 */
function cacheControlOf(page: PageRequest, status: number): string {
  if (page.token || page.notice) return 'private, no-store';
  const whole = status === 200 && !page.outcome.unavailable && !page.outcome.error;
  return page.sharedCache && whole ? SHARED_PAGE_CACHING : 'no-cache';
}

/** A rendered page's response, told what rendering found out. */
function finishPage(response: Response, page: PageRequest, request: Request): Response {
  const headers = new Headers(response.headers);
  const html = headers.get('content-type')?.startsWith('text/html');
  if (html) {
    for (const [name, value] of Object.entries(pageSecurityHeaders(page.nonce))) headers.set(name, value);
    headers.set('cache-control', cacheControlOf(page, response.status));
  }
  const secure = page.origin.startsWith('https:');
  if (page.outcome.sessionEnded) headers.append('set-cookie', clearedSessionCookie(secure));
  // The page showed the notice of the form posted before it: once is enough.
  if (page.notice && html) headers.append('set-cookie', clearedNoticeCookie(secure));
  const asked = new URL(request.url).searchParams.get('lang');
  if (asked === page.language && asked !== cookieOf(request, LANGUAGE_KEY)) headers.append('set-cookie', languageCookie(asked));
  // The page's own data did not come (the API is down, slow or broken): "temporarily unavailable".
  const unavailable = page.outcome.unavailable && response.status >= 500;
  if (unavailable) headers.set('retry-after', String(serverConfig.retryAfterSeconds));
  return new Response(response.body, { status: unavailable ? 503 : response.status, statusText: unavailable ? 'Service Unavailable' : response.statusText, headers });
}

async function answer(request: Request, page: PageRequest): Promise<Response> {
  const session = await answerSession(request, page);
  if (session) return session;
  const formAction = await answerFormAction(request, page);
  if (formAction) return formAction;
  const preview = await answerPreview(request);
  if (preview) return preview;
  const sitemap = await answerSitemap(request, page);
  if (sitemap) return sitemap;
  // A page: its render timed by its route and status (src/server/metrics.ts), once for every guest
  // asking for it at that moment.
  const key = sharedRenderKey(request, {
    shared: page.sharedCache && !page.token && !page.notice,
    origin: page.origin,
    language: page.language,
    languageCookie: cookieOf(request, LANGUAGE_KEY),
    prefer: page.prefer,
  });
  return renderShared(
    key,
    () => observePageRender(request, async () => finishPage(await handler.fetch(request), page, request)),
    () => {
      page.sharedRender = true;
      countSharedRender(request);
    },
  );
}

export default createServerEntry({
  async fetch(request) {
    const health = await answerHealth(new URL(request.url).pathname);
    if (health) return health;
    // The server's own figures (GET /metrics) and the shoppers' Web Vitals (POST /vitals): not in the request log.
    const observed = (await answerMetrics(request)) ?? (await answerVitals(request));
    if (observed) return observed;
    const startedAt = performance.now();
    const page = pageRequestOf(request);
    let response: Response;
    try {
      response = await traceRequest(request, page.id, () => runInPageRequest(page, () => answer(request, page)));
    } catch (error) {
      page.outcome.error ??= error;
      response = new Response('Internal Server Error', { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    response.headers.set('x-request-id', page.id);
    logRequest(request, page, response.status, startedAt);
    // A page the server could not make is a bug to hear of; an API that did not answer (503) is not ours.
    if (response.status === 500 && page.outcome.error) {
      reportServerError(page.outcome.error, { id: page.id, path: new URL(request.url).pathname, language: page.language });
    }
    return response;
  },
});
