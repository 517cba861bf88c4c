import type { CountryCode } from 'libphonenumber-js';
import { validation } from '../../shared/messages';
import { nationalNumber, phone } from '../../shared/phoneValidation';
import { countryOptions, DEFAULT_COUNTRY, dialCodeOf, phoneCountryOf } from '../../shared/ui/countryOptions';
import { maxLength, minLength, required, rule, type Check } from '../../shared/validation';
import type { User } from '../auth';
import { addressMessages } from './messages';
import type { Address, AddressInput, MapLocation } from './types';
import { latinDigits } from '../../shared/digits';

/** What the address form holds while the shopper types. */
export interface AddressValues {
  /** ISO 3166-1 alpha-2 code of the address's country, as the body carries it. */
  country: string;
  city: string;
  area: string;
  street: string;
  postal_code: string;
  home_description: string;
  receiver_name: string;
  /** ISO code of the receiver phone's country; the body carries its dial code. */
  receiver_country: string;
  /** The national number, without the dial code. */
  receiver_phone: string;
  is_another_receiver: boolean;
  notify_on_order: boolean;
  is_default: boolean;
  location: MapLocation;
}

/** The receiver part of the form: the shopper's own, or another person's. */
export type Receiver = Pick<AddressValues, 'receiver_name' | 'receiver_country' | 'receiver_phone'>;

/** Where the pin starts when nothing better is known: the centre of Riyadh. */
const RIYADH: MapLocation = { lat: 24.7136, lng: 46.6753 };

/** The longest name the store takes; a guard against pasted text, not one of the store's length rules. */
const NAME_MAX = 50;
const TEXT_MAX = 255;
const POSTAL_CODE = /^[0-9A-Za-z -]{3,10}$/;

/** The shopper as the receiver of their own parcel: their name and phone from the profile. */
export function receiverOf(user: User | undefined): Receiver {
  return {
    receiver_name: [user?.first_name, user?.last_name].filter(Boolean).join(' '),
    receiver_country: phoneCountryOf(user),
    receiver_phone: user?.phone ?? '',
  };
}

export const NOBODY: Receiver = { receiver_name: '', receiver_country: DEFAULT_COUNTRY, receiver_phone: '' };

/**
 * A saved country back to its code: the code itself, or (an address saved before the store kept
 * codes) its name in either language; Saudi Arabia when unknown.
 */
function countryCodeOf(name: string): CountryCode {
  for (const language of ['ar', 'en'] as const) {
    const found = countryOptions(language).find((option) => option.label === name || option.value === name);
    if (found) return found.value;
  }
  return DEFAULT_COUNTRY;
}

/** The form's first values: a saved address being edited, or a new one received by the shopper. */
export function initialValues(address: Address | undefined, user: User | undefined): AddressValues {
  if (!address) {
    return {
      country: DEFAULT_COUNTRY,
      city: '',
      area: '',
      street: '',
      postal_code: '',
      home_description: '',
      ...receiverOf(user),
      is_another_receiver: false,
      notify_on_order: false,
      is_default: false,
      location: RIYADH,
    };
  }
  return {
    country: countryCodeOf(address.country),
    city: address.city,
    area: address.area,
    street: address.street,
    postal_code: address.postal_code,
    home_description: address.home_description ?? '',
    receiver_name: address.receiver_name,
    receiver_country: phoneCountryOf({ dialcode: address.receiver_dialcode, phone: address.receiver_phone }),
    receiver_phone: address.receiver_phone,
    is_another_receiver: address.is_another_receiver,
    notify_on_order: address.notify_on_order,
    is_default: address.is_default,
    location: address.location,
  };
}

/**
 * The body of POST /addresses (and PUT): trimmed text, the country by its code (named in whichever
 * language the address is later read in: countryName), the phone split.
 */
export function toAddressInput(values: AddressValues): AddressInput {
  const receiverCountry = values.receiver_country as CountryCode;
  const description = values.home_description.trim();
  return {
    country: values.country,
    city: values.city.trim(),
    area: values.area.trim(),
    street: values.street.trim(),
    postal_code: latinDigits(values.postal_code.trim()),
    home_description: description === '' ? null : description,
    receiver_name: values.receiver_name.trim(),
    receiver_phone: nationalNumber(values.receiver_phone, receiverCountry),
    receiver_dialcode: dialCodeOf(receiverCountry),
    is_another_receiver: values.is_another_receiver,
    notify_on_order: values.notify_on_order,
    location: values.location,
    is_default: values.is_default,
  };
}

/** Someone else receives the parcel, and their name or phone is still missing. */
const recipientFilled: Check<string, AddressValues> = (value, values) =>
  values.is_another_receiver && value.trim() === '' ? validation.recipientRequired : null;

const trimmed = (check: (value: string) => ReturnType<Check<string, AddressValues>>): Check<string, AddressValues> => (value) =>
  check(value.trim());

const postalCode: Check<string, AddressValues> = (value) =>
  value.trim() === '' || POSTAL_CODE.test(latinDigits(value.trim())) ? null : addressMessages.postalCodeInvalid;

const text = () => rule<string, AddressValues>(required, trimmed(minLength(2)), maxLength(TEXT_MAX));

/** The address form's rules, checked before anything is sent. */
export const addressRules = {
  country: rule<string, AddressValues>(required),
  city: text(),
  area: text(),
  street: text(),
  postal_code: rule<string, AddressValues>(required, postalCode),
  home_description: rule<string, AddressValues>(maxLength(TEXT_MAX)),
  receiver_name: rule<string, AddressValues>(recipientFilled, required, trimmed(minLength(2)), maxLength(NAME_MAX)),
  receiver_country: rule<string, AddressValues>(required),
  receiver_phone: rule<string, AddressValues>(recipientFilled, phone<AddressValues>('receiver_country')),
};
