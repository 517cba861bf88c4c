import Cookies from 'js-cookie';

// The auth token lives only in this cookie (never in localStorage), for 365 days (SPEC §3, §9).
const COOKIE = 'jwt';
const LIFETIME_DAYS = 365;

export function readToken(): string | undefined {
  return Cookies.get(COOKIE) || undefined;
}

export function saveToken(token: string): void {
  Cookies.set(COOKIE, token, { expires: LIFETIME_DAYS, sameSite: 'Lax', secure: location.protocol === 'https:', path: '/' });
}

export function clearToken(): void {
  Cookies.remove(COOKIE, { path: '/' });
}
