import { phone } from '../../shared/phoneValidation';
import { email, maxLength, minLength, required, rule, type Check } from '../../shared/validation';
import type { SenderValues } from '../contact';
import { CUSTOM_TYPE, type MaintenanceType } from './maintenanceTypes';

// What the request forms hold (the sender's part is the contact forms', ../contact), and the SPEC §5 rules
// they are checked with before sending (the contract's minimum of 2 characters, phone through
// libphonenumber-js).

/** Who is asking: every request carries it (openapi/requests.yaml). */
export interface DesignRequestValues extends SenderValues {
  details: string;
  notes: string;
  attachments: File[];
}

export interface MaintenanceRequestValues extends DesignRequestValues {
  type: MaintenanceType | '';
  custom_type: string;
}

/** Guards against pasted text, not SPEC bounds. */
const NAME_MAX = 100;
const TEXT_MAX = 2000;

/** Notes are optional: an empty one is not sent. */
export const optionalText = (text: string) => text.trim() || undefined;

const text = <Values>(...checks: Check<string, Values>[]) => rule<string, Values>(required, minLength(2), ...checks);

const senderRules = <Values extends SenderValues>() => ({
  name: text<Values>(maxLength(NAME_MAX)),
  email: rule<string, Values>(required, email),
  country_code: rule<string, Values>(required),
  phone: rule<string, Values>(phone<Values>('country_code')),
});

export const designRequestRules = {
  ...senderRules<DesignRequestValues>(),
  details: text<DesignRequestValues>(maxLength(TEXT_MAX)),
  notes: rule<string, DesignRequestValues>(maxLength(TEXT_MAX)),
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
