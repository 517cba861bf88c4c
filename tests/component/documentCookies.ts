// jsdom's cookie jar, read and written as a page's script would, with cookie-es (the store's one
// cookie library).
import { parse, serialize } from 'cookie-es';

export function getCookie(name: string): string | undefined {
  return parse(document.cookie)[name];
}

export function setCookie(name: string, value: string): void {
  document.cookie = serialize(name, value, { path: '/' });
}

export function removeCookie(name: string): void {
  document.cookie = serialize(name, '', { path: '/', maxAge: 0 });
}
