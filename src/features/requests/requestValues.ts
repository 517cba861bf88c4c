import type { MessageDescriptor } from '@lingui/core';
import { validation } from '../../shared/messages';
import { phone } from '../../shared/phoneValidation';
import { email, maxLength, minLength, required, rule, type Check } from '../../shared/validation';
import type { User } from '../auth';
import { senderBody, senderOf, type SenderValues } from '../contact';
import { CUSTOM_TYPE, type MaintenanceType } from './maintenanceTypes';

// What the request forms hold (the sender's part is the contact forms', ../contact), and the rules
// they are checked with before sending (the contract's minimum of 2 characters, phone through
// libphonenumber-js).

/** What every request carries besides its sender (openapi/requests.yaml). */
export interface RequestValues extends SenderValues {
  details: string;
  notes: string;
  attachments: File[];
}

/** The karats a piece can be made in (the contract's Karat); '' when the shopper has no preference. */
export const DESIGN_KARATS = ['18', '21', '24'] as const;

export interface DesignRequestValues extends RequestValues {
  karat: (typeof DESIGN_KARATS)[number] | '';
  /** In Saudi riyals, as typed (latin digits); '' when not given. */
  budget: string;
}

export interface MaintenanceRequestValues extends RequestValues {
  type: MaintenanceType | '';
  custom_type: string;
}

/** Guards against pasted text, not the store's length rules. */
const NAME_MAX = 100;
const TEXT_MAX = 2000;
const BUDGET_MAX = 11;

/** Notes are optional: an empty one is not sent. */
const optionalText = (text: string) => text.trim() || undefined;

/** A new request's shared fields: the signed-in shopper's details, or empty ones for a guest. */
export const requestInitialValues = (user: User | undefined): RequestValues => ({
  ...senderOf(user),
  details: '',
  notes: '',
  attachments: [],
});

/** The shared fields as the contract takes them. */
export const requestBody = (values: RequestValues) => ({
  ...senderBody(values),
  details: values.details.trim(),
  notes: optionalText(values.notes),
  attachments: values.attachments,
});

const text = <Values>(...checks: Check<string, Values>[]) => rule<string, Values>(required, minLength(2), ...checks);

const senderRules = <Values extends SenderValues>() => ({
  name: text<Values>(maxLength(NAME_MAX)),
  email: rule<string, Values>(required, email),
  country_code: rule<string, Values>(required),
  phone: rule<string, Values>(phone<Values>('country_code')),
});

/** An amount of riyals: digits, with at most 2 decimals (the contract's Money); empty is allowed. */
const amount = (value: string): MessageDescriptor | null =>
  value.trim() === '' || /^\d+(\.\d{1,2})?$/.test(value.trim()) ? null : validation.numeric;

/** The optional budget, as the contract's number; an empty one is not sent. */
export const optionalAmount = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));

export const designRequestRules = {
  ...senderRules<DesignRequestValues>(),
  details: text<DesignRequestValues>(maxLength(TEXT_MAX)),
  notes: rule<string, DesignRequestValues>(maxLength(TEXT_MAX)),
  budget: rule<string, DesignRequestValues>(amount, maxLength(BUDGET_MAX)),
};

/** The custom type is asked, and required, only when the type is custom. */
const customTypeCheck: Check<string, MaintenanceRequestValues> = (value, values) =>
  values.type !== CUSTOM_TYPE ? null : (required(value) ?? minLength(2)(value.trim()) ?? maxLength(NAME_MAX)(value));

export const maintenanceRequestRules = {
  ...senderRules<MaintenanceRequestValues>(),
  type: rule<string, MaintenanceRequestValues>(required),
  custom_type: rule<string, MaintenanceRequestValues>(customTypeCheck),
  details: text<MaintenanceRequestValues>(maxLength(TEXT_MAX)),
  notes: rule<string, MaintenanceRequestValues>(maxLength(TEXT_MAX)),
};
