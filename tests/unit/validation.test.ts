import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activateLanguage } from '../../src/app/i18n';
import { loginRules, registerRules, type RegisterValues } from '../../src/features/auth/validation';
import { validation } from '../../src/shared/messages';
import { phoneCheck } from '../../src/shared/phoneValidation';
import {
  accepted,
  email,
  firstBroken,
  maxLength,
  minLength,
  numeric,
  required,
  rule,
  sameAs,
} from '../../src/shared/validation';

describe('the generic rules of SPEC §5', () => {
  it('required refuses empty, blank and missing values', () => {
    for (const value of ['', '   ', undefined, null, false]) expect(required(value)).toBe(validation.required);
    for (const value of ['a', 0, true]) expect(required(value)).toBeNull();
  });

  it('email accepts an address and refuses the rest, leaving an empty value to required', () => {
    for (const value of ['mohammed@goldstore.example', ' a@b.co ', 'first.last+tag@mail.example.sa']) expect(email(value)).toBeNull();
    for (const value of ['mohammed', 'a@b', '@b.co', 'a b@c.co', 'a@b..co', 'a@@b.co']) expect(email(value)).toBe(validation.email);
    expect(email('')).toBeNull();
  });

  it.each([2, 8, 10, 11] as const)('minLength(%i) counts characters', (min) => {
    expect(minLength(min)('x'.repeat(min - 1))).toEqual(validation.minLength(min));
    expect(minLength(min)('x'.repeat(min))).toBeNull();
    expect(minLength(min)('')).toBeNull();
  });

  it('maxLength refuses what is longer', () => {
    expect(maxLength(11)('1'.repeat(12))).toEqual(validation.maxLength(11));
    expect(maxLength(11)('1'.repeat(11))).toBeNull();
  });

  it('numeric wants digits only', () => {
    expect(numeric('123456')).toBeNull();
    expect(numeric('12a')).toBe(validation.numeric);
  });

  it('sameAs compares with another field', () => {
    const confirm = sameAs<{ password: string }>('password');
    expect(confirm('Gold@2025', { password: 'Gold@2025' })).toBeNull();
    expect(confirm('Gold@2024', { password: 'Gold@2025' })).toBe(validation.sameAs);
  });

  it('accepted wants the box ticked', () => {
    expect(accepted(false)).toBe(validation.termsRequired);
    expect(accepted(true)).toBeNull();
  });

  it('firstBroken answers the first rule that fails', () => {
    expect(firstBroken([required, minLength(8)], '', undefined as never)).toBe(validation.required);
    expect(firstBroken([required, minLength(8)], 'short', undefined as never)).toEqual(validation.minLength(8));
    expect(firstBroken([required, minLength(8)], 'long enough', undefined as never)).toBeNull();
  });
});

describe('the phone rules (libphonenumber-js)', () => {
  it('accepts a Saudi mobile number, with or without its trunk 0', () => {
    expect(phoneCheck('501234567', 'SA')).toBeNull();
    expect(phoneCheck('0501234567', 'SA')).toBeNull();
    expect(phoneCheck('50 123 4567', 'SA')).toBeNull();
    expect(phoneCheck('501234567', 'AE')).toBeNull();
    expect(phoneCheck('2025550123', 'US')).toBeNull();
  });

  it('says which rule a number breaks', () => {
    expect(phoneCheck('', 'SA')).toBe(validation.phoneRequired);
    expect(phoneCheck('   ', 'SA')).toBe(validation.phoneRequired);
    expect(phoneCheck('50abc', 'SA')).toBe(validation.phoneInvalid);
    expect(phoneCheck('5012', 'SA')).toBe(validation.phoneTooShort);
    expect(phoneCheck('50123456789', 'SA')).toBe(validation.phoneTooLong);
    expect(phoneCheck('5012345678', 'SA')).toBe(validation.phoneInvalid);
    expect(phoneCheck('501234567', 'XX')).toBe(validation.phoneInvalidCountry);
    expect(phoneCheck('501234567', '')).toBe(validation.phoneInvalidCountry);
  });

  it('takes at most 11 digits', () => {
    expect(phoneCheck('501234567890', 'SA')).toEqual(validation.maxLength(11));
  });
});

describe('the form rules, in the shopper language', () => {
  const values: RegisterValues = {
    first_name: 'Mohammed',
    last_name: 'Alqahtani',
    email: 'mohammed@goldstore.example',
    country_code: 'SA',
    phone: '501234567',
    gender: 'male',
    birth_date: '',
    password: 'Gold@2025',
    password_confirmation: 'Gold@2025',
    terms: true,
  };

  it('passes a complete registration', () => {
    for (const [field, check] of Object.entries(registerRules)) {
      expect(check(values[field as keyof RegisterValues] as never, values), field).toBeNull();
    }
  });

  it('speaks English', async () => {
    await activateLanguage(i18n, 'en');
    expect(loginRules.email('', values)).toBe('Value is required');
    expect(loginRules.email('nope', values)).toBe('Value is not a valid email address');
    expect(registerRules.first_name('M', values)).toBe('This field should be at least 2 characters long');
    expect(registerRules.password('short', values)).toBe('This field should be at least 8 characters long');
    expect(registerRules.password_confirmation('other', values)).toBe('The value must be equal to the other value');
    expect(registerRules.phone('5012', values)).toBe('Phone number is too short');
    expect(registerRules.terms(false, values)).toBe('Terms and conditions must be agreed upon');
    expect(registerRules.gender('', values)).toBe('Value is required');
  });

  it('speaks Arabic', async () => {
    await activateLanguage(i18n, 'ar');
    expect(loginRules.email('', values)).toBe('هذا الحقل مطلوب');
    expect(registerRules.phone('5012', values)).toBe('رقم الجوال قصير جدًا');
    expect(registerRules.password('short', values)).toBe('يجب ألا يقل هذا الحقل عن 8 أحرف');
    expect(rule<string, unknown>(required)('', values)).toBe('هذا الحقل مطلوب');
  });
});
