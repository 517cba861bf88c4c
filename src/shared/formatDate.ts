import type { Language } from '../../sdk';
import { localeOf } from './format';

// One formatter for dates (ARCHITECTURE "Bilingual and right-to-left"): the shopper's language,
// Latin digits like every other number (localeOf), the Gregorian calendar in both languages.

/** Intl formatters are slow to make (locale data) and quick to use: one per language and style. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(language), options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A calendar date from the API ("2025-01-20", or the date part of a timestamp) in the shopper's
 * language: "20 January 2025" / "20 يناير 2025". Read and written in UTC, so the day never shifts
 * with the shopper's time zone.
 */
export function formatDate(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return formatterFor(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * A moment from the API ("2025-03-10T21:47:00+03:00") as the shopper's clock shows it, in their
 * language: "March 10, 2025 at 9:47 PM" / "10 مارس 2025 في 9:47 م"; `withTime: false` gives the
 * day only. The Gregorian calendar is asked for: an order's date must match the receipt's.
 */
export function formatDateTime(isoDateTime: string, language: Language, { withTime = true } = {}): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  return formatterFor(language, { dateStyle: 'long', ...(withTime ? { timeStyle: 'short' } : {}), calendar: 'gregory' }).format(date);
}
