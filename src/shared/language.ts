import { createContext, useContext } from 'react';
import { parse, serialize } from 'cookie-es';
import type { Language } from '../../sdk';

const LANGUAGES: readonly Language[] = ['ar', 'en'];
export const DEFAULT_LANGUAGE: Language = 'ar';
/** The choice is kept in localStorage; this cookie mirrors it so the server renders in it. */
export const LANGUAGE_KEY = 'language';
const COOKIE_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/**
 * In the browser, the language the page was rendered in (<html lang>). The server decides it once
 * per request (src/server.ts: `?lang=`, the cookie, or Arabic); the browser follows.
 */
export function pageLanguage(): Language {
  const rendered = document.documentElement.lang;
  return isLanguage(rendered) ? rendered : DEFAULT_LANGUAGE;
}

/** Keeps the choice in localStorage, and in the cookie the server reads. */
export function storeLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.cookie = serialize(LANGUAGE_KEY, language, {
    expires: new Date(Date.now() + COOKIE_DAYS * DAY_MS),
    sameSite: 'lax',
    path: '/',
  });
}

/** The language the cookie holds now, as the server will read it on the next request. */
export function cookieLanguage(): string | undefined {
  return parse(document.cookie)[LANGUAGE_KEY];
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Puts the language on <html> so the browser, screen readers and CSS logical properties follow it. */
export function applyLanguageToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Stores a new choice and reloads, so every screen, format and direction starts over in it. */
export function switchLanguage(language: Language): void {
  if (language === pageLanguage()) return;
  storeLanguage(language);
  // A page opened at ?lang=… would answer in that language again: the choice goes without it.
  const url = new URL(window.location.href);
  url.searchParams.delete('lang');
  window.location.replace(url);
}

/** The language this page was loaded in; it only changes with a reload. */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}
