import type { Language } from '../../sdk';
import { getStoredLanguage } from './language';
import { readToken } from './tokenCookie';

/**
 * What the code needs to know of the page it renders: its language, the shopper's token and (on the
 * server) the response's CSP nonce.
 * In the browser, the page's own (localStorage, the jwt cookie). On the server, one page is
 * rendered per request, several at once: src/server.ts answers from the request being rendered.
 */
export interface RequestEnvironment {
  language: () => Language;
  token: () => string | undefined;
  /** The Content-Security-Policy nonce of this response, which every inline script carries. */
  nonce: () => string | undefined;
  /** The store's public origin (https://store.example), for links shared and canonical addresses. */
  origin: () => string;
  /** The page request's Prefer header, passed on to the API (the mock's made-up data for the fuzz). */
  prefer: () => string | undefined;
}

let onServer: RequestEnvironment | undefined;

/** Called once by the server entry. */
export function serveRequestEnvironment(environment: RequestEnvironment): void {
  onServer = environment;
}

export const currentLanguage = (): Language => (onServer ? onServer.language() : getStoredLanguage());

export const currentToken = (): string | undefined => (onServer ? onServer.token() : readToken());

export const currentNonce = (): string | undefined => onServer?.nonce();

export const currentOrigin = (): string => (onServer ? onServer.origin() : window.location.origin);

export const currentPrefer = (): string | undefined => onServer?.prefer();
