// The cookies the store's server reads (language, jwt, notice) and those it alone writes: the
// session, and the notice of a form's post.
import { NOTICE_COOKIE, type Notice } from '../shared/notice';

export function cookieOf(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The session cookie's name and lifetime (SPEC §3, §9). */
export const SESSION_COOKIE = 'jwt';
const LIFETIME_SECONDS = 365 * 24 * 60 * 60;

/**
 * The shopper's token, where no script can read it (HttpOnly), sent only to this site and on
 * top-level navigations from others (SameSite=Lax), and only over HTTPS when the store is served so.
 */
export function sessionCookie(token: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * What a form's post did, for the page it lands on (src/shared/notice.ts): read once by the next
 * page the server renders, and gone within a minute anyway.
 */
export function noticeCookie(notice: Notice, secure: boolean): string {
  return `${NOTICE_COOKIE}=${encodeURIComponent(JSON.stringify(notice))}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearedNoticeCookie(secure: boolean): string {
  return `${NOTICE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language cookie mirrors the shopper's choice (src/shared/language.ts): scripts may read it. */
export function languageCookie(language: string): string {
  return `language=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}
