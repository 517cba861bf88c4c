import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { BrandMark } from './BrandMark';
import { CardBrandLine } from './CardBrandLine';
import { latinDigits } from '../../../shared/digits';
import { cardBrandOf, formatCardNumber, formatExpiry, type CardForm } from './cardForm';

// Digits read left to right in Arabic too: a card number in a right-to-left field would show its
// groups in reverse order. The input's box turns (not the label, description or error, which stay
// in the page's direction), so the brand mark sits at the end of the digits.
const LTR = { wrapper: { direction: 'ltr' } } as const;

// A field's error sits right under it, before its description (the card number's is the brand
// logos): below the description it read as a remark about the line above, not about the field.
const INPUT_THEN_ERROR: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'error', 'description'];

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
