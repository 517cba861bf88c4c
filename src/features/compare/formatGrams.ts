import type { Language } from '../../../sdk';
import { localeOf } from '../../shared/format';

/** Grams and sizes as the shopper reads them: 15.3, 100, 5.25 (no padded decimals). */
export function formatGrams(grams: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(grams);
}
