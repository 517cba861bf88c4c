import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { formatMoney, isolate } from '../../shared/format';
import { useLanguage } from '../../shared/language';
import { PERSONAL_ID_THRESHOLD } from './checkoutConstants';
import { CheckoutSection } from './CheckoutSection';

interface PersonalIdSectionProps {
  step: number;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/** Asked only above 10,000 SAR: a national ID, iqama or passport number, and why. */
export function PersonalIdSection({ step, value, onChange, onBlur, error, inputRef }: PersonalIdSectionProps) {
  const { t } = useLingui();
  const threshold = isolate(formatMoney(PERSONAL_ID_THRESHOLD, useLanguage()));
  return (
    <CheckoutSection step={step} title={t`Personal ID`}>
      <TextInput
        ref={inputRef}
        label={t`National ID, iqama or passport number`}
        description={t`Orders above ${threshold} need a national ID, iqama or passport number, as Saudi regulations require for gold purchases.`}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        error={error}
        required
        autoComplete="off"
        spellCheck={false}
        maxLength={24}
        dir="ltr"
      />
    </CheckoutSection>
  );
}
