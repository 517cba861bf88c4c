import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { validation } from '../../shared/messages';
import { latinDigits } from '../../shared/digits';

// A national ID, iqama or passport number: letters and digits, 6 to 20 (the contract's pattern).
const PERSONAL_ID = /^[A-Z0-9]{6,20}$/;

export const personalIdMalformed = msg`Enter 6 to 20 letters or digits, without spaces`;

/** Arabic-Indic and Persian digits read as Latin ones, spaces dropped, letters upper-cased. */
export function normalisePersonalId(value: string): string {
  return latinDigits(value)
    .replace(/[\s-]/g, '')
    .toUpperCase();
}

/** The message of what is wrong with a typed personal ID, or null. */
export function checkPersonalId(value: string): MessageDescriptor | null {
  const id = normalisePersonalId(value);
  if (id === '') return validation.personalIdRequired;
  return PERSONAL_ID.test(id) ? null : personalIdMalformed;
}
