import type { Language } from '../../../sdk';
import { localeOf } from '../../shared/format';

/**
 * A calendar date from the API ("2025-01-20") in the shopper's language: "20 January 2025" /
 * "20 يناير 2025". Read and written in UTC, so the day never shifts with the shopper's time zone.
 */
export function formatDate(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
