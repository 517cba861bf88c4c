import type { Language } from '../../sdk';
import { localeOf } from './format';

// One date format for the whole store (ARCHITECTURE "Bilingual and right-to-left"): the day, the
// month in words, the year, "20 January 2025" / "20 يناير 2025" (as the birth date's calendar
// writes it, BirthDateField), in both languages the same order; the Gregorian calendar (Arabic for
// Saudi Arabia may default to the Hijri one) and Latin digits like every other number (localeOf).

/** British English for the day before the month: US English writes "January 20, 2025". */
const DATE_LOCALES: Record<Language, string> = { ar: localeOf('ar'), en: 'en-GB' };

/** The Intl locale of dates in a language (the gold price chart's days and hours use it too). */
export const dateLocaleOf = (language: Language): string => DATE_LOCALES[language];

const DAY = { day: 'numeric', month: 'long', year: 'numeric', calendar: 'gregory' } as const;
const TIME = { hour: 'numeric', minute: '2-digit', hour12: true } as const;

/** Intl formatters are slow to make (locale data) and quick to use: one per language and style. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: Language, withTime: boolean, inUtc: boolean): Intl.DateTimeFormat {
  const key = `${language} ${withTime} ${inUtc}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(dateLocaleOf(language), { ...DAY, ...(withTime ? TIME : {}), ...(inUtc ? { timeZone: 'UTC' } : {}) });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A date from the API in the shopper's language: "20 January 2025" / "20 يناير 2025", and with
 * `withTime` its time too, "10 March 2025 at 9:47 pm" / "10 مارس 2025 في 9:47 م".
 * A calendar date ("2025-01-20") is read and written in UTC, so the day never shifts with the
 * shopper's time zone; a moment ("2025-03-10T21:47:00+03:00") as the shopper's clock shows it.
 */
export function formatDate(value: string, language: Language, { withTime = false } = {}): string {
  const calendarDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(calendarDate ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return formatterFor(language, withTime && !calendarDate, calendarDate).format(date);
}
