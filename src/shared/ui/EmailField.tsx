import { useLingui } from '@lingui/react/macro';
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';

/** The e-mail input of every form that asks for one (sign-in, registration, profile, contact, comments). */
export function EmailField(props: TextInputProps) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Email`}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      leftSection={<IconMail size={18} stroke={1.5} aria-hidden />}
      {...props}
    />
  );
}
