import type { MessageDescriptor } from '@lingui/core';
import parsePhoneNumber, { isSupportedCountry, isValidPhoneNumber, validatePhoneNumberLength, type CountryCode } from 'libphonenumber-js';
import { latinDigits } from './digits';
import { validation } from './messages';

// The phone rule apart from the other checks (./validation): libphonenumber-js's metadata is most
// of their weight, and only the forms with a phone field should download it.

/** The longest national phone number the store takes. */
export const PHONE_MAX_DIGITS = 11;

/**
 * A national phone number (without the dial code) for a country, checked with libphonenumber-js:
 * required, digits only (typed on an Arabic keyboard too: latinDigits), at most 11 digits, a known
 * country, not too short or too long, valid.
 */
export function phoneCheck(national: string, country: string): MessageDescriptor | null {
  const digits = latinDigits(national).replace(/[\s-]/g, '');
  if (digits === '') return validation.phoneRequired;
  if (!/^\d+$/.test(digits)) return validation.phoneInvalid;
  if (digits.length > PHONE_MAX_DIGITS) return validation.maxLength(PHONE_MAX_DIGITS);
  if (!isSupportedCountry(country)) return validation.phoneInvalidCountry;
  switch (validatePhoneNumberLength(digits, country)) {
    case 'INVALID_COUNTRY':
      return validation.phoneInvalidCountry;
    case 'TOO_SHORT':
      return validation.phoneTooShort;
    case 'TOO_LONG':
      return validation.phoneTooLong;
    case 'NOT_A_NUMBER':
    case 'INVALID_LENGTH':
      return validation.phoneInvalid;
  }
  return isValidPhoneNumber(digits, country as CountryCode) ? null : validation.phoneInvalid;
}

/** A form rule for the phone field; the country is read from another field of the same form. */
export const phone = /*#__NO_SIDE_EFFECTS__*/ <Values>(countryField: keyof Values) =>
  (value: string, values: Values): MessageDescriptor | null =>
    phoneCheck(value, String(values[countryField] ?? ''));

/** The national number as the store keeps it: 0-9 only, no trunk 0 (0501234567 or ٠٥٠١٢٣٤٥٦٧ → 501234567). */
export function nationalNumber(phone: string, country: CountryCode): string {
  const digits = latinDigits(phone).replace(/\D/g, '');
  return parsePhoneNumber(digits, country)?.nationalNumber ?? digits;
}
