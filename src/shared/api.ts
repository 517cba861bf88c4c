import { createApiClient, createQueryBindings, type Language } from '../../sdk';
import { pageLanguage } from './language';
import type { Notice } from './notice';
import { runtimeConfig, type RuntimeConfig } from './runtimeConfig';
import { browserSession, endBrowserSession } from './sessionEnd';

// The app's one API client, and what it knows of the request it is called in: in the browser the
// page's own (its language, the sign-in it made); on the server, the request being rendered, which
// src/server.ts tells it (serveRequestEnvironment).

/**
 * What the code needs to know of the page it renders, and what it tells the response.
 * In the browser, the page's own (localStorage, the sign-in it made). On the server, one page is
 * rendered per request, several at once: src/server.ts answers from the request being rendered.
 */
interface RequestEnvironment {
  language: () => Language;
  /** The shopper's token (from the HttpOnly cookie), for the server's calls to the API. */
  token: () => string | undefined;
  /** The Content-Security-Policy nonce of this response, which every inline script carries. */
  nonce: () => string | undefined;
  /** The store's public origin (https://store.example), for links shared and canonical addresses. */
  origin: () => string;
  /** A Prefer header to pass on to the API (only when the server is told to: the mock's). */
  prefer: () => string | undefined;
  /** What the form posted just before said, for this page to show once. */
  notice: () => Notice | undefined;
  /** How the server calls the API: with deadlines, never retried (src/server/apiFetch.ts). */
  apiFetch: (request: Request) => Promise<Response>;
  /** The API answered 401 to the shopper's token: the response signs them out (clears the cookie). */
  endSession: () => void;
  /**
   * What went wrong with the page, for the server's log line: its own data did not come (the
   * response is a 503), or its code broke (a 500, also reported to Sentry). src/shared/loadPageData.ts.
   */
  pageFailed: PageFailed;
}

type PageFailed = (error: unknown, unavailable: boolean) => void;

let onServer: RequestEnvironment | undefined;

/** Called once by the server entry. */
export function serveRequestEnvironment(environment: RequestEnvironment): void {
  onServer = environment;
}

export const currentLanguage = (): Language => (onServer ? onServer.language() : pageLanguage());

/** Only the server has the token; the browser's calls get it from the cookie on the way (nginx). */
export const currentToken = (): string | undefined => onServer?.token();

/** The session a call is made in: the token on the server, the browser's sign-in in the browser. */
export const currentSession = (): string | undefined => (onServer ? onServer.token() : browserSession());

export function endCurrentSession(session: string): void {
  if (onServer) onServer.endSession();
  else endBrowserSession(session);
}

/** What the page's router is told of its request, once, when it is made (src/router.tsx): its context carries it to the code that needs it. */
export interface PageRequest {
  language: Language;
  /** The store's public origin (https://store.example), for links shared and canonical addresses. */
  origin: string;
  /** The Content-Security-Policy nonce of this response (none in the browser). */
  nonce?: string;
  /** What the form posted just before said, for this page to show once (none for the browser's own pages). */
  notice?: Notice;
  /** On the server: tells the response that the page's own data did not come (src/shared/loadPageData.ts). */
  pageFailed?: PageFailed;
  /** What the page's code is told where the store runs (the gateway, Sentry, Google, the map's tiles). */
  config: RuntimeConfig;
}

export function pageRequest(): PageRequest {
  if (!onServer) return { language: pageLanguage(), origin: window.location.origin, config: runtimeConfig() };
  return { language: onServer.language(), origin: onServer.origin(), nonce: onServer.nonce(), notice: onServer.notice(), pageFailed: onServer.pageFailed, config: runtimeConfig() };
}

export const currentPrefer = (): string | undefined => onServer?.prefer();

/** The fetch of the API client: the server's own, with its deadlines; the browser's. */
export const apiFetch = (request: Request): Promise<Response> => (onServer ? onServer.apiFetch(request) : globalThis.fetch(request));

/**
 * Where the API lives. In the browser, the page's API_BASE_URL (by default /api/v1 on its own
 * origin: the dev server and nginx send it on, adding the shopper's token from the cookie); on the
 * server an absolute address: API_ORIGIN, by default the mock (scripts/appServer.mjs refuses to
 * start a production server without it).
 */
export const API_BASE: string = import.meta.env.SSR
  ? `${(process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`).replace(/\/$/, '')}/api/v1`
  : runtimeConfig().apiBaseUrl;

/** The one API client of the app. */
export const apiClient = createApiClient({
  baseUrl: API_BASE,
  getLanguage: currentLanguage,
  getToken: currentToken,
  getSession: currentSession,
  getPrefer: currentPrefer,
  onSessionEnd: endCurrentSession,
  fetch: apiFetch,
});

export const api = createQueryBindings(apiClient);
