import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { PhoneField } from '../../shared/ui/PhoneField';
import type { SenderValues } from './requestValues';

/** Who is asking: name, e-mail and phone (filled in for a signed-in shopper). */
export function SenderFields<Values extends SenderValues>({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useLingui();
  // The form's keys are typed by Values; SenderValues' keys are in every request's values.
  const sender = form as unknown as UseFormReturnType<SenderValues>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="md">
        <TextInput label={t`Full name`} autoComplete="name" required {...sender.getInputProps('name')} />
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
