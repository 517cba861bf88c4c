import type { Language } from '../../../../sdk';
import { dateLocaleOf } from '../../../shared/formatDate';
import type { GoldPricePeriod } from './pricesSearch';

/**
 * Price times are Saudi time, the market the store prices in, wherever the page is drawn: the
 * server and the browser then write the same times (no mismatch when the page hydrates), and a
 * shopper abroad reads the market's hours. The page says so.
 */
const TIME_ZONE = 'Asia/Riyadh';

const hours = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const date = { day: 'numeric', month: 'short' } as const;

/** Short on the chart's axis, whole in the table and the chart's tooltip. */
const FORMATS: Record<'axis' | 'full', Record<GoldPricePeriod, Intl.DateTimeFormatOptions>> = {
  axis: { day: hours, week: date, month: date },
  full: { day: { ...date, ...hours }, week: { ...date, ...hours }, month: { weekday: 'short', ...date } },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** When a point's prices were taken, as the period needs it: "14:00", "1 Jun", "1 Jun, 14:00". */
export function formatPointTime(at: string, period: GoldPricePeriod, language: Language, style: 'axis' | 'full'): string {
  const key = `${language} ${period} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // The Gregorian calendar on purpose: Arabic for Saudi Arabia defaults to the Hijri one.
    formatter = new Intl.DateTimeFormat(dateLocaleOf(language), { ...FORMATS[style][period], timeZone: TIME_ZONE, calendar: 'gregory' });
    formatters.set(key, formatter);
  }
  const moment = new Date(at);
  return Number.isNaN(moment.getTime()) ? at : formatter.format(moment);
}
