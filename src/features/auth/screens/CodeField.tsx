import { useLingui } from '@lingui/react/macro';
import { Input, PinInput } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { latinDigits } from '../../../shared/digits';
import { CODE_LENGTH } from '../validation';

/**
 * A digit from any keyboard the shoppers type on: 0-9, Arabic-Indic ٠-٩ and Eastern Arabic-Indic
 * ۰-۹ (PinInput's own type="number" takes 0-9 only), kept as 0-9 (latinDigits).
 */
const ANY_DIGITS = /^[0-9\u0660-\u0669\u06f0-\u06f9]+$/;

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Called once all six digits are in (typed or pasted). */
  onComplete?: (value: string) => void;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** The 6-digit emailed code: one box a digit, always left to right, even in Arabic. */
export function CodeField({ value, onChange, onComplete, error, disabled, autoFocus }: CodeFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const digitLabel = (position: number) => t`Digit ${position} of ${CODE_LENGTH}`;
  return (
    <Input.Wrapper
      label={t`Verification code`}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      error={error}
      errorProps={{ id: `${id}-error` }}
      required
      ta="center"
    >
      <PinInput
        id={id}
        length={CODE_LENGTH}
        type={ANY_DIGITS}
        inputType="tel"
        oneTimeCode
        autoFocus={autoFocus}
        size="lg"
        gap="xs"
        mt={6}
        styles={{ root: { justifyContent: 'center' } }}
        value={value}
        onChange={(code) => onChange(latinDigits(code))}
        onComplete={(code) => onComplete?.(latinDigits(code))}
        error={Boolean(error)}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        getInputProps={(index) => ({
          // The digits' keyboard, set here: as PinInput's prop it would refuse the keys of ٠-٩ (not a Number).
          inputMode: 'numeric',
          'aria-label': digitLabel(index + 1),
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? `${id}-error` : undefined,
        })}
      />
    </Input.Wrapper>
  );
}
