import type { CountryCode } from 'libphonenumber-js';
import { nationalNumber, phone } from '../../shared/phoneValidation';
import { dialCodeOf, phoneCountryOf } from '../../shared/ui/countryOptions';
import { email, maxLength, minLength, required, rule } from '../../shared/validation';
import type { Gender, User } from '../auth';
import type { ProfileChange } from './api';

/** What the profile form holds while the shopper types. */
export interface ProfileValues {
  first_name: string;
  last_name: string;
  email: string;
  /** ISO 3166-1 alpha-2 code of the phone's country. */
  country_code: string;
  /** The national number, without the dial code. */
  phone: string;
  /** yyyy-mm-dd, or empty: the birth date is optional. */
  birth_date: string;
  gender: Gender | '';
  /** A new picture chosen and not saved yet. */
  avatar: File | null;
}

/** The pictures the avatar may be (the contract's encoding) and the largest one taken. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The longest name the store takes (as on /Register); a guard against pasted text, not a length rule. */
const NAME_MAX = 50;

export function profileValuesOf(user: User): ProfileValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    // One the phone field knows: it cannot show another (a made-up code threw, npm run fuzz).
    country_code: phoneCountryOf(user),
    phone: user.phone ?? '',
    birth_date: user.birth_date ?? '',
    gender: user.gender,
    avatar: null,
  };
}

/** The profile's rules, the same as the registration's. */
export const profileRules = {
  first_name: rule<string, ProfileValues>(required, minLength(2), maxLength(NAME_MAX)),
  last_name: rule<string, ProfileValues>(required, minLength(2), maxLength(NAME_MAX)),
  email: rule<string, ProfileValues>(required, email),
  country_code: rule<string, ProfileValues>(required),
  phone: rule<string, ProfileValues>(phone<ProfileValues>('country_code')),
  gender: rule<string, ProfileValues>(required),
};

/** The call's body: trimmed names, the phone split into dial code and national number. */
export function toProfileChange(values: ProfileValues): ProfileChange {
  const country = values.country_code as CountryCode;
  return {
    fields: {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      phone: nationalNumber(values.phone, country),
      dialcode: dialCodeOf(country),
      country_code: country,
      ...(values.birth_date ? { birth_date: values.birth_date } : {}),
      ...(values.gender ? { gender: values.gender } : {}),
    },
    avatar: values.avatar,
  };
}
