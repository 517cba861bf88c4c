import Cookies from 'js-cookie';
import type { Language } from '../../sdk';
import { isLanguage, LANGUAGE_KEY, storeLanguage } from '../shared/language';

/**
 * The language the app starts in: the one the page was rendered in, which the server took from
 * `?lang=` (a search engine's address of a language, which is also the shopper's choice), the
 * cookie, or Arabic. A choice kept in localStorage (SPEC §4) that the cookie did not carry yet
 * wins: the cookie learns it and the page loads again in it (undefined: nothing to start).
 */
export function readLanguageChoice(): Language | undefined {
  const served = document.documentElement.lang;
  const rendered: Language = isLanguage(served) ? served : 'ar';
  const stored = localStorage.getItem(LANGUAGE_KEY);
  const asked = new URL(window.location.href).searchParams.has('lang');
  if (!asked && isLanguage(stored) && stored !== rendered && Cookies.get(LANGUAGE_KEY) !== stored) {
    storeLanguage(stored);
    // Without cookies the page would load again and again: only when the cookie took it.
    if (Cookies.get(LANGUAGE_KEY) === stored) {
      window.location.reload();
      return undefined;
    }
  }
  storeLanguage(rendered);
  return rendered;
}
