import { useLingui } from '@lingui/react/macro';
import { Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { latinDigits } from '../../shared/digits';
import { CURRENCY_LABEL } from '../../shared/format';
import { useLanguage } from '../../shared/language';

/**
 * The shopper's budget in riyals. A text field that reads Arabic-Indic digits and the Arabic
 * decimal separator (٫) as 0-9 and '.', not Mantine's NumberInput, which takes latin digits only.
 */
export function BudgetField({ onChange, ...props }: GetInputPropsReturnType) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <TextInput
      label={t`Budget`}
      description={t`Optional, in Saudi riyals`}
      inputMode="decimal"
      autoComplete="off"
      rightSection={
        <Text size="sm" c="dimmed" aria-hidden>
          {CURRENCY_LABEL[language]}
        </Text>
      }
      rightSectionWidth={48}
      rightSectionPointerEvents="none"
      {...props}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(latinDigits(event.currentTarget.value).replace(/٫/g, '.'))}
    />
  );
}
