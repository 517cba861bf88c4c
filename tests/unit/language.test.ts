// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguageToDocument, getStoredLanguage } from '../../src/shared/language';

afterEach(() => localStorage.clear());

describe('the stored language', () => {
  it('defaults to Arabic and stores it', () => {
    expect(getStoredLanguage()).toBe('ar');
    expect(localStorage.getItem('language')).toBe('ar');
  });

  it('keeps a valid choice', () => {
    localStorage.setItem('language', 'en');
    expect(getStoredLanguage()).toBe('en');
  });

  it('resets an invalid value to Arabic', () => {
    localStorage.setItem('language', 'fr');
    expect(getStoredLanguage()).toBe('ar');
    expect(localStorage.getItem('language')).toBe('ar');
  });

  it('sets lang and dir on <html>', () => {
    applyLanguageToDocument('en');
    expect(document.documentElement).toHaveProperty('lang', 'en');
    expect(document.documentElement).toHaveProperty('dir', 'ltr');
    applyLanguageToDocument('ar');
    expect(document.documentElement).toHaveProperty('dir', 'rtl');
  });
});
