// The server's entry: every request renders one page, several at once. What the page's code reads
// of its request (language, the shopper's token, the CSP nonce) and what it tells the response
// (the page's data did not come, the session ended) is kept per request (src/server/pageRequest.ts)
// and reached through src/shared/requestEnvironment.ts.
import handler, { createServerEntry } from '@tanstack/react-start/server-entry';
import { serveRequestEnvironment } from './shared/requestEnvironment';
import { apiFetch } from './server/apiFetch';
import { serverConfig } from './server/config';
import { clearedNoticeCookie, clearedSessionCookie, cookieOf, languageCookie } from './server/cookies';
import { createFormActions } from './server/formActions';
import { reportServerError } from './server/errorReports';
import { answerHealth } from './server/health';
import { currentPageRequest, pageRequestOf, runInPageRequest, type PageRequest } from './server/pageRequest';
import { answerPreview } from './server/productPreview';
import { logRequest } from './server/requestLog';
import { pageSecurityHeaders } from './server/securityHeaders';
import { createSessionAnswerer } from './server/session';
import { apiClient } from './shared/api';
import { DEFAULT_LANGUAGE, LANGUAGE_KEY } from './shared/language';
import { sanitizeHtml } from './shared/sanitizeHtml';

// The first sanitising of the API's HTML builds jsdom's window (~0.8 s of CPU): done as the server
// starts, not in the first shopper's page.
sanitizeHtml('<p></p>');

serveRequestEnvironment({
  language: () => currentPageRequest()?.language ?? DEFAULT_LANGUAGE,
  token: () => currentPageRequest()?.token,
  nonce: () => currentPageRequest()?.nonce,
  origin: () => currentPageRequest()?.origin ?? '',
  prefer: () => currentPageRequest()?.prefer,
  notice: () => currentPageRequest()?.notice,
  apiFetch,
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

/** How long nginx keeps a guest's page, and serves it while asking for a new one (prices: ≤ 10 s old). */
const SHARED_PAGE_CACHING = 'public, max-age=5, stale-while-revalidate=5';

/**
 * A signed-in shopper's page is theirs alone: never kept. A guest's good page, the same for every
 * guest of its address and language, nginx keeps a few seconds when it keeps pages (it tells the
 * browser to ask again, as without it). A page missing a section the API did not give is not kept,
 * nor one that showed a notice (the shopper's own); nor, by nginx, one that sets a cookie.
 */
function cacheControlOf(page: PageRequest, status: number): string {
  if (page.token) return 'private, no-store';
  const whole = status === 200 && !page.outcome.unavailable && !page.outcome.error;
  return page.sharedCache && whole && !page.notice ? SHARED_PAGE_CACHING : 'no-cache';
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
  return finishPage(await handler.fetch(request), page, request);
}

export default createServerEntry({
  async fetch(request) {
    const health = await answerHealth(new URL(request.url).pathname);
    if (health) return health;
    const startedAt = performance.now();
    const page = pageRequestOf(request);
    let response: Response;
    try {
      response = await runInPageRequest(page, () => answer(request, page));
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
