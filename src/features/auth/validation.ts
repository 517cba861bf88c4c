import { errors } from '../../shared/messages';
import { phone } from '../../shared/phoneValidation';
import { accepted, email, maxLength, minLength, required, rule, sameAs } from '../../shared/validation';

// What each sign-in form holds, and the rules it is checked with before it is sent.

export interface LoginValues {
  email: string;
  password: string;
}

export type Gender = 'male' | 'female';

export interface RegisterValues {
  first_name: string;
  last_name: string;
  email: string;
  /** ISO 3166-1 alpha-2 code of the phone's country; Saudi Arabia by default. */
  country_code: string;
  /** The national number, without the dial code. */
  phone: string;
  gender: Gender | '';
  /** yyyy-mm-dd, or empty: the birth date is optional. */
  birth_date: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
}

export interface EmailValues {
  email: string;
}

export interface VerifyEmailValues {
  email: string;
  code: string;
}

export interface ResetPasswordValues {
  email: string;
  code: string;
  password: string;
  password_confirmation: string;
}

/** The longest name the store takes; a guard against pasted text, not one of the store's length rules. */
const NAME_MAX = 50;
export const CODE_LENGTH = 6;

const emailRule = rule<string, unknown>(required, email);
// A code that is not six digits yet cannot be right: "OTP not valid".
const codeRule = rule<string, unknown>(required, (value: string) =>
  new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value) ? null : errors.otpInvalid,
);

export const loginRules = {
  email: emailRule,
  // Signing in checks only that something was typed: older accounts may predate today's rules.
  password: rule<string, LoginValues>(required),
};

export const registerRules = {
  first_name: rule<string, RegisterValues>(required, minLength(2), maxLength(NAME_MAX)),
  last_name: rule<string, RegisterValues>(required, minLength(2), maxLength(NAME_MAX)),
  email: emailRule,
  country_code: rule<string, RegisterValues>(required),
  phone: rule<string, RegisterValues>(phone<RegisterValues>('country_code')),
  gender: rule<string, RegisterValues>(required),
  password: rule<string, RegisterValues>(required, minLength(8)),
  password_confirmation: rule<string, RegisterValues>(required, sameAs<RegisterValues>('password')),
  terms: rule<boolean, RegisterValues>(accepted),
};

export const emailRules = { email: emailRule };

export const verifyEmailRules = { email: emailRule, code: codeRule };

export const resetPasswordRules = {
  email: emailRule,
  code: codeRule,
  password: rule<string, ResetPasswordValues>(required, minLength(8)),
  password_confirmation: rule<string, ResetPasswordValues>(required, sameAs<ResetPasswordValues>('password')),
};
