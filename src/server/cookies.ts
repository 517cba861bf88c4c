// The cookies the store's server reads (language, jwt, notice) and those it alone writes: the
// session, and the notice of a form's post. Read and written with cookie-es (Start's own).
import { parse, serialize, type CookieSerializeOptions } from 'cookie-es';
import { NOTICE_COOKIE, type Notice } from '../shared/notice';

export function cookieOf(request: Request, name: string): string | undefined {
  return parse(request.headers.get('cookie') ?? '')[name];
}

/** The session cookie's name and lifetime. */
const SESSION_COOKIE = 'jwt';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * What no script may read (HttpOnly), sent only to this site and on top-level navigations from
 * others (SameSite=Lax), and only over HTTPS when the store is served so.
 */
const serverOnly = (maxAge: number, secure: boolean): CookieSerializeOptions => ({ path: '/', maxAge, httpOnly: true, sameSite: 'lax', secure });

/** The shopper's token, where no script can read it. */
export function sessionCookie(token: string, secure: boolean): string {
  return serialize(SESSION_COOKIE, token, serverOnly(YEAR_SECONDS, secure));
}

export function clearedSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE, '', serverOnly(0, secure));
}

/**
 * What a form's post did, for the page it lands on (src/shared/notice.ts): read once by the next
 * page the server renders, and gone within a minute anyway.
 */
export function noticeCookie(notice: Notice, secure: boolean): string {
  return serialize(NOTICE_COOKIE, JSON.stringify(notice), serverOnly(60, secure));
}

export function clearedNoticeCookie(secure: boolean): string {
  return serialize(NOTICE_COOKIE, '', serverOnly(0, secure));
}

/** The language cookie mirrors the shopper's choice (src/shared/language.ts): scripts may read it. */
export function languageCookie(language: string): string {
  return serialize('language', language, { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax' });
}
