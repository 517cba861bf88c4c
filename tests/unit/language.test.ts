// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadForStoredChoice } from '../../src/app/languageChoice';
import { applyLanguageToDocument, pageLanguage } from '../../src/shared/language';
import { getCookie, removeCookie } from '../component/documentCookies';

afterEach(() => {
  localStorage.clear();
  removeCookie('language');
  document.documentElement.lang = '';
  vi.restoreAllMocks();
});

describe("the page's language", () => {
  it('is the one the page was rendered in, Arabic when it says none', () => {
    expect(pageLanguage()).toBe('ar');
    document.documentElement.lang = 'en';
    expect(pageLanguage()).toBe('en');
    document.documentElement.lang = 'fr';
    expect(pageLanguage()).toBe('ar');
  });

  it('is kept as the choice (localStorage and the cookie) when nothing else was chosen', () => {
    document.documentElement.lang = 'en';
    expect(reloadForStoredChoice()).toBe(false);
    expect(localStorage.getItem('language')).toBe('en');
    expect(getCookie('language')).toBe('en');
  });

  it('gives way to a stored choice the cookie did not carry: the cookie learns it and the page loads again', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: 'http://localhost/Store', reload });
    document.documentElement.lang = 'ar';
    localStorage.setItem('language', 'en');
    expect(reloadForStoredChoice()).toBe(true);
    expect(getCookie('language')).toBe('en');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('sets lang and dir on <html>', () => {
    applyLanguageToDocument('en');
    expect(document.documentElement).toHaveProperty('lang', 'en');
    expect(document.documentElement).toHaveProperty('dir', 'ltr');
    applyLanguageToDocument('ar');
    expect(document.documentElement).toHaveProperty('dir', 'rtl');
  });
});
