// What the server knows of the request it is answering, kept for the request's own async work
// (AsyncLocalStorage): several pages render at once, and nothing of one reaches another.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Language } from '../../sdk';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_KEY } from '../shared/language';
import { NOTICE_COOKIE, parseNotice, type Notice } from '../shared/notice';
import { serverConfig } from './config';
import { cookieOf } from './cookies';

export interface PageRequest {
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

export const currentPageRequest = (): PageRequest | undefined => storage.getStore();

export function runInPageRequest<T>(page: PageRequest, work: () => T): T {
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

export function pageRequestOf(request: Request): PageRequest {
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
