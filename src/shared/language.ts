import { createContext, useContext } from 'react';
import type { Language } from '../../sdk';

export const LANGUAGES: readonly Language[] = ['ar', 'en'];
export const DEFAULT_LANGUAGE: Language = 'ar';
const STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** The stored language; a missing or invalid value is reset to Arabic (SPEC §4). */
export function getStoredLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  localStorage.setItem(STORAGE_KEY, DEFAULT_LANGUAGE);
  return DEFAULT_LANGUAGE;
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Puts the language on <html> so the browser, screen readers and CSS logical properties follow it. */
export function applyLanguageToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Stores a new choice and reloads, so every screen, format and direction starts over in it (SPEC §4). */
export function switchLanguage(language: Language): void {
  if (language === getStoredLanguage()) return;
  localStorage.setItem(STORAGE_KEY, language);
  window.location.reload();
}

/** The language this page was loaded in; it only changes with a reload. */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}
