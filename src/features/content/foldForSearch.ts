import { latinDigits } from '../../shared/digits';

// Marks (Arabic tashkeel and the hamza on أ إ آ ؤ ئ once decomposed, Latin accents) and the
// tatweel stretch a word without changing it; shoppers rarely type them.
const MARKS = /[\p{M}\u0640]/gu;
const SAME_LETTER: Record<string, string> = { ى: 'ي', ة: 'ه' };

/**
 * Text as a search compares it: lower case, no diacritics or tashkeel, one alef, Latin digits, single
 * spaces. "أسعار الذهب" and "اسعار الذَّهب" fold to the same text, as "Café" and "cafe" do.
 */
export function foldForSearch(text: string): string {
  return latinDigits(text)
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(/[ىة]/g, (letter) => SAME_LETTER[letter] ?? letter)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
