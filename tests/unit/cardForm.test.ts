import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cardBrandOf,
  cardDigits,
  checkCardHolder,
  checkCardNumber,
  checkCvv,
  checkExpiry,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from '../../src/features/checkout/payment/CardForm';
import { latinDigits } from '../../src/shared/digits';
import { MADA_BINS } from '../../src/features/checkout/payment/madaBins';
import { validation } from '../../src/shared/messages';

// Luhn-valid numbers of each brand (the check digit computed for the prefix).
const VISA = '4111111111111111';
const MASTERCARD = '5555555555554444';
const MASTERCARD_2_SERIES = '2223003122003222';
const MADA_ON_VISA_BIN = '4406470000000007'; // 440647: a mada BIN inside Visa's range
const MADA_ON_MASTERCARD_BIN = '5433571234567895'; // 543357: a mada BIN inside Mastercard's range
const MADA_OWN_BIN = '9682010000000005'; // 968201: a mada-only BIN no international brand knows
const AMEX = '378282246310005';

const toArabicIndic = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const toEasternArabicIndic = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

describe('digits', () => {
  it('reads Arabic-Indic and Eastern Arabic-Indic digits as 0-9', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(latinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(latinDigits('a٣b۷')).toBe('a3b7');
  });

  it('drops the spaces and dashes people type in a card number', () => {
    expect(cardDigits('4111 1111-1111 1111')).toBe(VISA);
    expect(cardDigits(toArabicIndic('4111 1111 1111 1111'))).toBe(VISA);
  });

  it('groups the number in fours as it is typed, up to 19 digits', () => {
    expect(formatCardNumber('411111')).toBe('4111 11');
    expect(formatCardNumber('4111')).toBe('4111');
    expect(formatCardNumber(toEasternArabicIndic('41111111'))).toBe('4111 1111');
    expect(formatCardNumber('4111-11x11')).toBe('4111 1111');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });
});

describe('the brand', () => {
  it('is Visa or Mastercard by card-validator', () => {
    expect(cardBrandOf(VISA)).toBe('visa');
    expect(cardBrandOf('4111 11')).toBe('visa');
    expect(cardBrandOf(MASTERCARD)).toBe('mastercard');
    expect(cardBrandOf('51')).toBe('mastercard');
    expect(cardBrandOf(MASTERCARD_2_SERIES)).toBe('mastercard');
  });

  it('is mada by BIN before Visa or Mastercard, since mada cards carry their prefixes too', () => {
    expect(cardBrandOf(MADA_ON_VISA_BIN)).toBe('mada');
    expect(cardBrandOf('4406 47')).toBe('mada');
    expect(cardBrandOf(MADA_ON_MASTERCARD_BIN)).toBe('mada');
    expect(cardBrandOf(MADA_OWN_BIN)).toBe('mada');
    expect(cardBrandOf(toArabicIndic('588845'))).toBe('mada');
    // One digit off a mada BIN is the international brand again.
    expect(cardBrandOf('440648')).toBe('visa');
  });

  it('knows every BIN of the list as mada', () => {
    for (const bin of MADA_BINS) expect(cardBrandOf(bin.padEnd(16, '0'))).toBe('mada');
  });

  it('is null for brands the store does not take and for nothing typed', () => {
    expect(cardBrandOf(AMEX)).toBeNull();
    expect(cardBrandOf('6011111111111117')).toBeNull(); // Discover
    expect(cardBrandOf('')).toBeNull();
    expect(cardBrandOf('abc')).toBeNull();
  });
});

describe('the card number', () => {
  it('is required', () => {
    expect(checkCardNumber('')).toBe(validation.cardNumberRequired);
    expect(checkCardNumber('   ')).toBe(validation.cardNumberRequired);
  });

  it('accepts Luhn-valid numbers of the accepted brands, however typed', () => {
    for (const number of [VISA, MASTERCARD, MASTERCARD_2_SERIES, MADA_ON_VISA_BIN, MADA_ON_MASTERCARD_BIN, MADA_OWN_BIN]) {
      expect(checkCardNumber(number)).toBeNull();
      expect(checkCardNumber(formatCardNumber(number))).toBeNull();
    }
    expect(checkCardNumber(toArabicIndic('4111 1111 1111 1111'))).toBeNull();
    expect(checkCardNumber(toEasternArabicIndic(MADA_OWN_BIN))).toBeNull();
  });

  it('refuses a number that fails the Luhn check', () => {
    expect(checkCardNumber('4111111111111112')).toBe(validation.cardNumberInvalid);
    expect(checkCardNumber('5555555555554445')).toBe(validation.cardNumberInvalid);
    expect(checkCardNumber('4406470000000008')).toBe(validation.cardNumberInvalid);
    expect(checkCardNumber('9682010000000006')).toBe(validation.cardNumberInvalid);
  });

  it('refuses a length the brand does not have', () => {
    expect(checkCardNumber('411111111111')).toBe(validation.cardNumberInvalid);
    expect(checkCardNumber('4111 1111 1111 111')).toBe(validation.cardNumberInvalid);
    expect(checkCardNumber('96820100000000009')).toBe(validation.cardNumberInvalid);
  });

  it('refuses brands the store does not take and anything but digits', () => {
    expect(checkCardNumber(AMEX)).toBe(validation.cardNumberInvalid);
    expect(checkCardNumber('4111 1111 1111 111x')).toBe(validation.cardNumberInvalid);
  });
});

describe('the expiry', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 15)); // 15 May 2026
  });
  afterEach(() => vi.useRealTimers());

  it('is typed as MM/YY, the slash added and a lone 2-9 read as the month', () => {
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/28')).toBe('12/28');
    expect(formatExpiry('122899')).toBe('12/28');
    expect(formatExpiry('5')).toBe('05');
    expect(formatExpiry('528')).toBe('05/28');
    expect(formatExpiry(toArabicIndic('1228'))).toBe('12/28');
  });

  it('reads MM/YY and MMYY as month and year 20YY', () => {
    expect(parseExpiry('08/29')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('0829')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry(toEasternArabicIndic('08/29'))).toEqual({ month: 8, year: 2029 });
    for (const malformed of ['13/29', '00/29', '8/29', '08/2029', 'ab/cd', '']) expect(parseExpiry(malformed)).toBeNull();
  });

  it('is required', () => {
    expect(checkExpiry('')).toBe(validation.expiryRequired);
  });

  it('accepts this month and later ones', () => {
    expect(checkExpiry('05/26')).toBeNull();
    expect(checkExpiry('12/26')).toBeNull();
    expect(checkExpiry('0130')).toBeNull();
    expect(checkExpiry(toArabicIndic('06/27'))).toBeNull();
  });

  it('refuses a past month, a past year and what is not MM/YY', () => {
    expect(checkExpiry('04/26')).toBe(validation.expiryInvalid);
    expect(checkExpiry('12/25')).toBe(validation.expiryInvalid);
    for (const malformed of ['13/27', '00/27', '1/27', '12/2', '12-27x', 'soon']) expect(checkExpiry(malformed)).toBe(validation.expiryInvalid);
  });
});

describe('the CVV', () => {
  it('is required', () => {
    expect(checkCvv('')).toBe(validation.cvvRequired);
  });

  it('is three digits, Arabic-Indic ones too', () => {
    expect(checkCvv('123')).toBeNull();
    expect(checkCvv(toArabicIndic('123'))).toBeNull();
  });

  it('refuses two or four digits (four are Amex codes) and letters', () => {
    for (const cvv of ['12', '1234', '12a', 'abc']) expect(checkCvv(cvv)).toBe(validation.cvvInvalid);
  });
});

describe('the card holder name', () => {
  it('is required', () => {
    expect(checkCardHolder('')).toBe(validation.cardHolderRequired);
    expect(checkCardHolder('  ')).toBe(validation.cardHolderRequired);
  });

  it('accepts names as printed on cards', () => {
    for (const name of ['MOHAMMED AL-SAUD', 'Sara Ali', "Aisha O'Neil", 'J. Smith', ' Noura Khalid ']) expect(checkCardHolder(name)).toBeNull();
  });

  it('refuses digits (a card number typed in the wrong box), Arabic letters and stray signs', () => {
    for (const name of ['4111 1111', 'محمد علي', 'Sara2', 'Sara @ Ali', '-Sara']) expect(checkCardHolder(name)).toBe(validation.cardHolderInvalid);
  });
});
