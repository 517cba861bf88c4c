import { describe, expect, it } from 'vitest';
import { checkPersonalId, normalisePersonalId, personalIdMalformed } from '../../src/features/checkout/personalId';
import { groupIban } from '../../src/features/orders/iban';
import { validation } from '../../src/shared/messages';

describe('the personal ID', () => {
  it('reads Arabic-Indic and Persian digits as Latin ones, without spaces, letters upper-cased', () => {
    expect(normalisePersonalId(' ١٠٩٨٧٦٥٤٣٢ ')).toBe('1098765432');
    expect(normalisePersonalId('۱۰۹۸ ۷۶۵ ۴۳۲')).toBe('1098765432');
    expect(normalisePersonalId('a12-345 67')).toBe('A1234567');
  });

  it('is required, and 6 to 20 letters or digits (the contract pattern)', () => {
    expect(checkPersonalId('  ')).toBe(validation.personalIdRequired);
    expect(checkPersonalId('12345')).toBe(personalIdMalformed);
    expect(checkPersonalId('123456')).toBeNull();
    expect(checkPersonalId('A'.repeat(20))).toBeNull();
    expect(checkPersonalId('A'.repeat(21))).toBe(personalIdMalformed);
    expect(checkPersonalId('1234/5678')).toBe(personalIdMalformed);
  });
});

describe('groupIban', () => {
  it('writes an IBAN in groups of four', () => {
    expect(groupIban('SA0380000000608010167519')).toBe('SA03 8000 0000 6080 1016 7519');
    expect(groupIban('SA03 8000 00')).toBe('SA03 8000 00');
  });
});
