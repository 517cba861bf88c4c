import type { CountryCode } from 'libphonenumber-js';
import { nationalNumber, phone } from '../../shared/phoneValidation';
import { DEFAULT_COUNTRY, dialCodeOf, phoneCountryOf } from '../../shared/ui/countryOptions';
import { email, maxLength, minLength, required, rule } from '../../shared/validation';
import type { User } from '../auth';

// Who is writing to the store: the part the contact and complaint forms share.

export interface SenderValues {
  name: string;
  email: string;
  /** ISO 3166-1 alpha-2 code of the phone's country; Saudi Arabia unless the shopper's own differs. */
  country_code: string;
  /** The national number, without the dial code. */
  phone: string;
}

/** The longest name the store takes; a guard against pasted text, not one of the store's length rules. */
const NAME_MAX = 50;

/** A signed-in shopper's own name, e-mail and phone; empty fields for a guest. */
export function senderOf(user: User | undefined): SenderValues {
  if (!user) return { name: '', email: '', country_code: DEFAULT_COUNTRY, phone: '' };
  return {
    name: [user.first_name, user.last_name].filter(Boolean).join(' '),
    email: user.email,
    country_code: phoneCountryOf(user),
    phone: user.phone ?? '',
  };
}

/** The rules of the sender's fields, in a form whose values include them. */
export const senderRules = /*#__NO_SIDE_EFFECTS__*/ <Values extends SenderValues>() => ({
  name: rule<string, Values>(required, minLength(2), maxLength(NAME_MAX)),
  email: rule<string, Values>(required, email),
  country_code: rule<string, Values>(required),
  phone: rule<string, Values>(phone<Values>('country_code')),
});

/** The sender as the contract takes it: the phone in full, dial code first (+966501234567). */
export function senderBody({ name, email, country_code, phone }: SenderValues) {
  const country = country_code as CountryCode;
  return {
    name: name.trim(),
    email: email.trim(),
    phone: `${dialCodeOf(country)}${nationalNumber(phone, country)}`,
  };
}
