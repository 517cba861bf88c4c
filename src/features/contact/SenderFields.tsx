import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconUser } from '@tabler/icons-react';
import { PhoneField } from '../../shared/ui/PhoneField';
import type { SenderValues } from './senderValues';
import { EmailField } from '../../shared/ui/EmailField';

interface SenderFieldsProps<Values extends SenderValues> {
  form: UseFormReturnType<Values>;
  /** The name field's label: "Name" unless the form says otherwise ("Full name" on the requests). */
  nameLabel?: string;
}

/**
 * The sender's name, e-mail and phone, as every form to the store asks them (contact, complaints,
 * maintenance and design requests). Each form's rules say the limits.
 */
export function SenderFields<Values extends SenderValues>({ form, nameLabel }: SenderFieldsProps<Values>) {
  const { t } = useLingui();
  // The form of a wider type still holds these four fields; its helpers take their names.
  const sender = form as unknown as UseFormReturnType<SenderValues>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="md">
        <TextInput
          label={nameLabel ?? t`Name`}
          autoComplete="name"
          required
          leftSection={<IconUser size={18} stroke={1.5} aria-hidden />}
          {...sender.getInputProps('name')}
        />
        <EmailField {...sender.getInputProps('email')} />
      </SimpleGrid>
      <PhoneField country={sender.getInputProps('country_code')} phone={sender.getInputProps('phone')} />
    </>
  );
}
