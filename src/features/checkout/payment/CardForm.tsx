import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ACCEPTED_BRANDS, BrandMark, useBrandName, type CardBrand } from './BrandMark';
import { latinDigits } from '../../../shared/digits';
import type { MessageDescriptor } from '@lingui/core';
import { useForm } from '@mantine/form';
import cardValidator from 'card-validator';
import { validation } from '../../../shared/messages';
import { MADA_BINS } from './madaBins';
import { rule } from '../../../shared/validation';

// The card form: its rules (number, expiry MM/YY, CVV, holder name) as pure functions — what the
// shopper typed in, the message of the broken rule (or null) out; the gateway checks the card
// again, these save it a round trip — the form's state that holds what was typed, and its fields.


/** How long a number of each brand may be (mada cards are 16 digits; Visa's from card-validator). */
const LENGTHS: Record<CardBrand, readonly number[]> = { mada: [16], visa: [16, 18, 19], mastercard: [16] };
const LONGEST = 19;

/** The card number as the gateway wants it: Latin digits, without the spaces and dashes people type. */
export function cardDigits(number: string): string {
  return latinDigits(number).replace(/[\s-]/g, '');
}

/**
 * The brand of a (partly) typed number, or null while it is unknown or not accepted. mada is
 * checked first: mada cards carry Visa or Mastercard prefixes too, and the shopper should see mada.
 */
export function cardBrandOf(number: string): CardBrand | null {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return null;
  if (MADA_BINS.some((bin) => digits.startsWith(bin))) return 'mada';
  const type = cardValidator.number(digits).card?.type;
  return type === 'visa' || type === 'mastercard' ? type : null;
}

/** The number grouped in fours as it is typed ("4111 1111 1111 1111"); other characters dropped. */
export function formatCardNumber(typed: string): string {
  const digits = latinDigits(typed).replace(/\D/g, '').slice(0, LONGEST);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The expiry as MM/YY while it is typed: "1228" → "12/28", "5" → "05" (no month starts with
 * 2-9), the slash added once the year begins so deleting back over it is not fought.
 */
export function formatExpiry(typed: string): string {
  let digits = latinDigits(typed).replace(/\D/g, '');
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Month and four-digit year of an MM/YY (or MMYY) expiry, or null when it is not one. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(latinDigits(expiry).trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

export function checkCardNumber(number: string): MessageDescriptor | null {
  const digits = cardDigits(number);
  if (digits === '') return validation.cardNumberRequired;
  const brand = cardBrandOf(digits);
  if (!brand || !LENGTHS[brand].includes(digits.length)) return validation.cardNumberInvalid;
  // mada-only prefixes (9682…) are unknown to card-validator's brands, which then say nothing of the check digit.
  const valid = brand === 'mada' ? passesLuhn(digits) : cardValidator.number(digits).isValid;
  return valid ? null : validation.cardNumberInvalid;
}

/** The Luhn check: from the last digit, every second one doubled (less 9 past 9); the sum ends in 0. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    sum += i % 2 === 0 ? digit : digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return sum % 10 === 0;
}

export function checkExpiry(expiry: string): MessageDescriptor | null {
  if (expiry.trim() === '') return validation.expiryRequired;
  const parsed = parseExpiry(expiry);
  if (!parsed) return validation.expiryInvalid;
  const { month, year } = parsed;
  // card-validator knows the current month is still valid and how far ahead a card can expire.
  return cardValidator.expirationDate({ month: String(month), year: String(year) }).isValid ? null : validation.expiryInvalid;
}

/** Three digits: the CVV of mada, Visa and Mastercard (four-digit codes are Amex's, not accepted). */
export function checkCvv(cvv: string): MessageDescriptor | null {
  const digits = latinDigits(cvv).trim();
  if (digits === '') return validation.cvvRequired;
  return /^\d+$/.test(digits) && cardValidator.cvv(digits, 3).isValid ? null : validation.cvvInvalid;
}

// As printed on the card: Latin letters, with the spaces, dots, apostrophes and hyphens of names.
const PRINTED_NAME = /^[A-Za-z]+(?:[ .'-]+[A-Za-z]+)*\.?$/;

export function checkCardHolder(name: string): MessageDescriptor | null {
  const trimmed = name.trim();
  if (trimmed === '') return validation.cardHolderRequired;
  return cardValidator.cardholderName(trimmed).isValid && PRINTED_NAME.test(trimmed) ? null : validation.cardHolderInvalid;
}

/** What the shopper types on the card form. Lives only in this form's React state. */
export interface CardValues {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}

const EMPTY: CardValues = { number: '', expiry: '', cvv: '', name: '' };

/**
 * The card form's state and card rules, checked on blur and on submit.
 *
 * Deliberately plain: no `name` (Mantine's form actions would keep a global handle on it), no
 * persistence, nothing copied into a query, the URL or storage. The values die with the
 * component that owns the form, and CardFields empties them when it leaves the screen.
 */
export function useCardForm() {
  return useForm<CardValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      number: rule(checkCardNumber),
      expiry: rule(checkExpiry),
      cvv: rule(checkCvv),
      name: rule(checkCardHolder),
    },
    validateInputOnBlur: true,
  });
}

export type CardForm = ReturnType<typeof useCardForm>;

/** The brands the store takes, shown before anything is typed. */
function AcceptedBrands() {
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Text span size="xs" c="dimmed">
        <Trans>We accept</Trans>
      </Text>
      {ACCEPTED_BRANDS.map((brand) => (
        <BrandMark key={brand} brand={brand} height={18} />
      ))}
    </Group>
  );
}

function KnownBrand({ brand }: { brand: CardBrand }) {
  const name = useBrandName(brand);
  return (
    <Text span size="xs" fw={600}>
      <Trans>{name} card</Trans>
    </Text>
  );
}

/**
 * Under the card number: the accepted brands until the number says which it is, then that brand's
 * name (its mark is in the field). The line is the field's description, so screen readers hear it.
 */
export function CardBrandLine({ brand }: { brand: CardBrand | null }) {
  return brand ? <KnownBrand brand={brand} /> : <AcceptedBrands />;
}

// Digits read left to right in Arabic too: a card number in a right-to-left field would show its
// groups in reverse order. The input's box turns (not the label, description or error, which stay
// in the page's direction), so the brand mark sits at the end of the digits.
export const LTR = { wrapper: { direction: 'ltr' } } as const;

// A field's error sits right under it, before its description (the card number's is the brand
// logos): below the description it read as a remark about the line above, not about the field.
// STC Pay's fields are laid out the same way.
export const INPUT_THEN_ERROR: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'error', 'description'];

/** The card's number (grouped in fours, its brand shown as typed), expiry, CVV and holder's name. */
export function CardFields({ form }: { form: CardForm }) {
  const { t } = useLingui();
  const { reset } = form;
  // Leaving the screen empties the card, even when the form's owner stays (checkout's method switch).
  useEffect(() => reset, [reset]);

  const number = form.getInputProps('number');
  const expiry = form.getInputProps('expiry');
  const cvv = form.getInputProps('cvv');
  const brand = cardBrandOf(form.values.number);

  return (
    <Stack gap="sm">
      <TextInput
        {...number}
        onChange={(event) => form.setFieldValue('number', formatCardNumber(event.currentTarget.value))}
        label={t`Card number`}
        description={<CardBrandLine brand={brand} />}
        inputWrapperOrder={INPUT_THEN_ERROR}
        placeholder="1234 5678 9012 3456"
        autoComplete="cc-number"
        inputMode="numeric"
        spellCheck={false}
        styles={LTR}
        rightSection={brand ? <BrandMark brand={brand} decorative /> : null}
        rightSectionWidth={52}
        rightSectionPointerEvents="none"
        required
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          {...expiry}
          onChange={(event) => form.setFieldValue('expiry', formatExpiry(event.currentTarget.value))}
          label={t`Expiry date`}
          // The format as cards print it, the same in both languages.
          placeholder="MM/YY"
          autoComplete="cc-exp"
          inputMode="numeric"
          styles={LTR}
          required
        />
        <TextInput
          {...cvv}
          onChange={(event) => form.setFieldValue('cvv', latinDigits(event.currentTarget.value).replace(/\D/g, '').slice(0, 3))}
          label={t`CVV`}
          description={t`3 digits on the back`}
          inputWrapperOrder={INPUT_THEN_ERROR}
          placeholder="123"
          autoComplete="cc-csc"
          inputMode="numeric"
          styles={LTR}
          required
        />
      </SimpleGrid>
      <TextInput
        {...form.getInputProps('name')}
        label={t`Card holder name`}
        description={t`As printed on the card, in Latin letters`}
        inputWrapperOrder={INPUT_THEN_ERROR}
        autoComplete="cc-name"
        autoCapitalize="characters"
        spellCheck={false}
        styles={LTR}
        required
      />
    </Stack>
  );
}
