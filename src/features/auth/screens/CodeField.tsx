import { useLingui } from '@lingui/react/macro';
import { Input, PinInput } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { CODE_LENGTH } from '../validation';

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
        type="number"
        oneTimeCode
        autoFocus={autoFocus}
        size="lg"
        gap="xs"
        mt={6}
        styles={{ root: { justifyContent: 'center' } }}
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        error={Boolean(error)}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        getInputProps={(index) => ({
          'aria-label': digitLabel(index + 1),
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? `${id}-error` : undefined,
        })}
      />
    </Input.Wrapper>
  );
}
