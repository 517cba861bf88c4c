import { describe, expect, it } from 'vitest';
import { CURRENCY_LABEL, formatMoney, formatMoneyParts, formatNumber, formatUsd, formatWeight, isolate, localeOf } from '../../src/shared/format';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes riyals with 2 decimals, grouping and the English label', () => {
    expect(formatMoney(1234.5, 'en')).toBe(`1,234.50${NBSP}SAR`);
    expect(formatMoney(0, 'en')).toBe(`0.00${NBSP}SAR`);
    expect(formatMoney(1_000_000, 'en')).toBe(`1,000,000.00${NBSP}SAR`);
  });

  it('writes the Arabic label with Latin digits', () => {
    expect(formatMoney(1234.5, 'ar')).toBe(`1,234.50${NBSP}ر.س`);
    expect(formatMoney(318.55, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('rounds to 2 decimals', () => {
    expect(formatMoney(10.005, 'en')).toMatch(/^10\.0[01]\u00a0SAR$/);
    expect(formatMoney(278.731, 'en')).toBe(`278.73${NBSP}SAR`);
    expect(formatMoney(99.999, 'ar')).toBe(`100.00${NBSP}ر.س`);
  });

  it('keeps number and label on one line', () => {
    expect(formatMoney(5, 'ar')).not.toContain(' ');
  });

  it('gives the parts for screens that style them apart', () => {
    expect(formatMoneyParts(2650.4, 'ar')).toEqual({ number: '2,650.40', currency: 'ر.س' });
    expect(formatMoneyParts(2650.4, 'en')).toEqual({ number: '2,650.40', currency: CURRENCY_LABEL.en });
  });
});

describe('formatNumber', () => {
  it('uses 2 decimals by default', () => {
    expect(formatNumber(3)).toBe('3.00');
    expect(formatNumber(3)).toBe('3.00');
  });

  it('takes another count of decimals', () => {
    expect(formatNumber(1234.5678, 0)).toBe('1,235');
    expect(formatNumber(1234.5678, 3)).toBe('1,234.568');
  });

  it('writes what Intl writes for both locales, Latin digits in Arabic', () => {
    const values = [0, 0.004, 0.005, 1.005, 7, 12.345, 999.995, 1000, 98765.4321, 1_234_567.891, -1234.5];
    for (const decimals of [0, 2, 3]) {
      for (const value of values) {
        const expected = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
        expect(formatNumber(value, decimals)).toBe(expected);
        expect(formatNumber(value, decimals)).toBe(expected);
      }
    }
  });

  it('names the Intl locale of each language, Latin digits in Arabic', () => {
    expect(localeOf('ar')).toBe('ar-SA-u-nu-latn');
    expect(localeOf('en')).toBe('en-US');
  });
});

describe('formatUsd', () => {
  it('puts the dollar sign before the number in English', () => {
    expect(formatUsd(2650.4, 'en')).toBe('$2,650.40');
  });

  it('puts it after the number in Arabic', () => {
    expect(formatUsd(2650.4, 'ar')).toBe(`2,650.40${NBSP}$`);
  });
});

describe('isolate', () => {
  it('wraps a text in first-strong isolates', () => {
    expect(isolate(formatMoney(1, 'ar'))).toBe(`\u20681.00${NBSP}ر.س\u2069`);
  });
});

describe('formatWeight', () => {
  it.each([
    [100, '100'],
    [5.2, '5.2'],
    [22.75, '22.75'],
    [15.3, '15.3'],
    [1250.5, '1,250.5'],
    [0.333, '0.33'],
  ])('writes %d g as %s, without padded decimals, in both languages', (grams, written) => {
    expect(formatWeight(grams)).toBe(written);
    expect(formatWeight(grams)).toBe(written);
  });
});
