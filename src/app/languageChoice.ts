import { cookieLanguage, isLanguage, LANGUAGE_KEY, pageLanguage, storeLanguage } from '../shared/language';

/**
 * As the app starts: a choice kept in localStorage that the cookie did not carry wins:
 * the cookie learns it and the page loads again in it (true: nothing to start). Otherwise the
 * page's language (the server's decision, src/server.ts) is the kept choice.
 */
export function reloadForStoredChoice(): boolean {
  const rendered = pageLanguage();
  const stored = localStorage.getItem(LANGUAGE_KEY);
  const asked = new URL(window.location.href).searchParams.has('lang');
  if (!asked && isLanguage(stored) && stored !== rendered && cookieLanguage() !== stored) {
    storeLanguage(stored);
    // Without cookies the page would load again and again: only when the cookie took it.
    if (cookieLanguage() === stored) {
      window.location.reload();
      return true;
    }
  }
  storeLanguage(rendered);
  return false;
}
