// Browser only where it speaks: a form's rule says its message when the shopper checks a field, in the global Lingui instance.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { validation } from './messages';

// The store's validation rules, as small pure checks: each answers the message of the broken rule, or
// null when the value passes. `rule(...)` chains them into a form rule that shows the first
// broken one in the active language.

/** One rule: the message of what is wrong with the value, or null. */
export type Check<Value = never, Values = never> = (value: Value, values: Values) => MessageDescriptor | null;

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '');

export const required = (value: unknown): MessageDescriptor | null => (isBlank(value) ? validation.required : null);

// Deliberately plain: one @, no spaces, a dot in the domain. The server has the final word.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A well-formed email address; an empty value is left to `required`. */
export const email = (value: string): MessageDescriptor | null =>
  value.trim() === '' || EMAIL.test(value.trim()) ? null : validation.email;

/** The length bounds the store's rules use. */
type LengthBound = 2 | 8 | 10 | 11;

export const minLength = /*#__NO_SIDE_EFFECTS__*/ (min: LengthBound) =>
  (value: string): MessageDescriptor | null =>
    value !== '' && value.length < min ? validation.minLength(min) : null;

export const maxLength = /*#__NO_SIDE_EFFECTS__*/ (max: number) =>
  (value: string): MessageDescriptor | null =>
    value.length > max ? validation.maxLength(max) : null;

/** Digits only (an empty value is left to `required`). */
export const numeric = (value: string): MessageDescriptor | null => (/^\d*$/.test(value) ? null : validation.numeric);

/** The value equals another field of the same form, e.g. a password confirmation. */
export const sameAs = /*#__NO_SIDE_EFFECTS__*/ <Values>(other: keyof Values) =>
  (value: unknown, values: Values): MessageDescriptor | null =>
    value === values[other] ? null : validation.sameAs;

/** A checkbox the shopper has to tick: the terms and conditions. */
export const accepted = (value: boolean): MessageDescriptor | null => (value ? null : validation.termsRequired);

/** The first broken rule of a list, or null. */
export function firstBroken<Value, Values>(checks: Check<Value, Values>[], value: Value, values: Values): MessageDescriptor | null {
  for (const check of checks) {
    const broken = check(value, values);
    if (broken) return broken;
  }
  return null;
}

/**
 * Chains checks into a @mantine/form rule: the first broken one, in the active language.
 * (Marked free of side effects so rule sets built at module level tree-shake.)
 */
/*#__NO_SIDE_EFFECTS__*/
export function rule<Value, Values>(...checks: Check<Value, Values>[]) {
  return (value: Value, values: Values): string | null => {
    const broken = firstBroken(checks, value, values);
    return broken ? i18n._(broken) : null;
  };
}
