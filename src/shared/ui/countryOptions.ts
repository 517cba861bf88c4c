import parsePhoneNumber, { getCountries, getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import type { Language } from '../../../sdk';

export const DEFAULT_COUNTRY: CountryCode = 'SA';

// The Gulf first: most shoppers are there. Then every other country by name.
const FIRST: CountryCode[] = ['SA', 'AE', 'KW', 'QA', 'BH', 'OM'];

interface CountryOption {
  value: CountryCode;
  label: string;
}

/** The international dial code of a country, with the plus sign: SA → +966. */
export const dialCodeOf = (country: CountryCode) => `+${getCountryCallingCode(country)}`;

/**
 * The country of a saved phone, for the phone field: its country code when the field knows it,
 * else the one of its dial code, else Saudi Arabia. A backend may send a code the field does not
 * know (the contract leaves it free), which the field cannot show.
 */
export function phoneCountryOf(saved: { country_code?: string | null; dialcode?: string | null; phone?: string | null } | undefined): CountryCode {
  if (saved?.country_code && isSupportedCountry(saved.country_code)) return saved.country_code;
  if (!saved?.dialcode) return DEFAULT_COUNTRY;
  return parsePhoneNumber(`${saved.dialcode}${saved.phone ?? ''}`)?.country ?? DEFAULT_COUNTRY;
}

const cache = /* @__PURE__ */ new Map<Language, CountryOption[]>();

/** Every country libphonenumber-js knows, named in the shopper's language; the Gulf first. */
export function countryOptions(language: Language): CountryOption[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  const option = (country: CountryCode): CountryOption => ({ value: country, label: names.of(country) ?? country });
  const rest = getCountries()
    .filter((country) => !FIRST.includes(country))
    .map(option)
    .sort((a, b) => collator.compare(a.label, b.label));
  const options = [...FIRST.map(option), ...rest];
  cache.set(language, options);
  return options;
}

/**
 * A saved country as the shopper reads it: a code (SA) named in their language; anything else (a
 * name saved before the store kept codes) as it was saved.
 */
export function countryName(saved: string, language: Language): string {
  if (!/^[A-Z]{2}$/.test(saved)) return saved;
  return countryOptions(language).find((option) => option.value === saved)?.label ?? saved;
}
