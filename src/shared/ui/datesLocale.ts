import dayjs from 'dayjs';
import ar from 'dayjs/locale/ar';
import type { Language } from '../../../sdk';

// dayjs's Arabic has the Gregorian months in Arabic (يناير … ديسمبر), but writes its digits as
// Arabic-Indic; the store shows Latin digits in both languages (src/shared/format.ts), so the
// calendar uses the Arabic words with the digits left alone. Loaded only with the screens that ask
// for a date (the profile, registering).
const ARABIC = 'ar-latn';
let arabicRegistered = false;

/** The dayjs locale of the calendar in a language (dayjs learns the Arabic one when first asked). */
export function calendarLocale(language: Language): string {
  if (language !== 'ar') return 'en';
  if (!arabicRegistered) {
    const words: typeof ar & { postformat?: unknown; preparse?: unknown } = { ...ar };
    delete words.postformat;
    delete words.preparse;
    dayjs.locale({ ...words, name: ARABIC }, undefined, true);
    arabicRegistered = true;
  }
  return ARABIC;
}
