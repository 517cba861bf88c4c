import type { Language } from '../../../../sdk';
import { formatNumber } from '../../../shared/format';

/** A weight in grams as a person writes it: 100, 5.2, 22.75 (no trailing zeros, at most 2 decimals). */
export function formatWeight(grams: number, language: Language): string {
  const decimals = Number.isInteger(grams) ? 0 : Number.isInteger(Math.round(grams * 100) / 10) ? 1 : 2;
  return formatNumber(grams, language, decimals);
}
