import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconMail, IconUser } from '@tabler/icons-react';
import { PhoneField } from '../../shared/ui/PhoneField';
import { NAME_MAX, type SenderValues } from './senderValues';

/** The sender's name, e-mail and phone, as every form to the store asks them. */
export function SenderFields<Values extends SenderValues>({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useLingui();
  // The form of a wider type still holds these four fields; its helpers take their names.
  const sender = form as unknown as UseFormReturnType<SenderValues>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="md">
        <TextInput
          label={t`Name`}
          autoComplete="name"
          maxLength={NAME_MAX}
          required
          leftSection={<IconUser size={18} stroke={1.5} aria-hidden />}
          {...sender.getInputProps('name')}
        />
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          leftSection={<IconMail size={18} stroke={1.5} aria-hidden />}
          {...sender.getInputProps('email')}
        />
      </SimpleGrid>
      <PhoneField country={sender.getInputProps('country_code')} phone={sender.getInputProps('phone')} />
    </>
  );
}
