import type { Language } from '../../sdk';

// One way to write numbers and money everywhere (ARCHITECTURE "Bilingual and right-to-left"):
// Latin digits are chosen on purpose in both languages (`ar-SA-u-nu-latn` where Intl is used), so
// a price reads the same in the strip, the card and the invoice. The currency labels below are locale data like Intl's own symbols, not UI messages.

const LOCALES: Record<Language, string> = { ar: 'ar-SA-u-nu-latn', en: 'en-US' };

/** The Saudi riyal's label in each language. */
export const CURRENCY_LABEL: Record<Language, string> = { ar: 'ر.س', en: 'SAR' };

/** Keeps a number and its label on one line. */
const NBSP = '\u00a0';

/** The Intl locale used for a language (Latin digits in Arabic too). */
export function localeOf(language: Language): string {
  return LOCALES[language];
}

/**
 * A number with grouping and a fixed count of decimals: 1234.5 → "1,234.50", the same in both
 * languages (Latin digits on purpose, see above), rounded half away from zero like Intl.
 *
 * Written out rather than made with Intl.NumberFormat: the first Intl format of a page loads the
 * locale's data, about 80 ms on a phone, and the first prices are shown in the first render.
 */
export function formatNumber(value: number, decimals = 2): string {
  // The factor lifts a product like 10.005 × 100 = 1000.4999… over the half it stands for.
  const scaled = Math.round(Math.abs(value) * 10 ** decimals * (1 + Number.EPSILON));
  const digits = String(scaled).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${value < 0 && scaled > 0 ? '-' : ''}${whole}${fraction}`;
}

/** A price in Saudi riyals, as its number and its label, for screens that style them apart. */
export function formatMoneyParts(amount: number, language: Language): { number: string; currency: string } {
  return { number: formatNumber(amount, 2), currency: CURRENCY_LABEL[language] };
}

/**
 * A price in Saudi riyals with 2 decimals and the label after it, in the shopper's language:
 * "1,234.50 SAR" / "1,234.50 ر.س" (a no-break space between them).
 *
 * Render it inside `<bdi>` (or pass it through `isolate()` where no element can be used, as in an
 * aria-label or a toast), so the number and the label keep their order inside text of the other
 * direction and do not mix with the numbers around them.
 */
export function formatMoney(amount: number, language: Language): string {
  const { number, currency } = formatMoneyParts(amount, language);
  return `${number}${NBSP}${currency}`;
}

/** A price in US dollars with 2 decimals: "$2,650.40" in English, "2,650.40 $" in Arabic. */
export function formatUsd(amount: number, language: Language): string {
  const number = formatNumber(amount, 2);
  return language === 'ar' ? `${number}${NBSP}$` : `$${number}`;
}

/**
 * Wraps a text in Unicode first-strong isolates (U+2068 … U+2069): the plain-text twin of `<bdi>`,
 * for a number, price, phone number or code put inside a sentence of the other direction.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/**
 * A weight in grams (or a size) as a person writes it: 100, 5.2, 22.75 — no trailing zeros, at
 * most 2 decimals.
 */
export function formatWeight(grams: number): string {
  const decimals = Number.isInteger(grams) ? 0 : Number.isInteger(Math.round(grams * 100) / 10) ? 1 : 2;
  return formatNumber(grams, decimals);
}

/** A VAT rate (0.15, 0) as a percent: "15%", "0%". */
export function formatVatRate(rate: number): string {
  return `${formatNumber(rate * 100, 0)}%`;
}
