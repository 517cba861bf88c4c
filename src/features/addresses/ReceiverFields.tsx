import { useLingui } from '@lingui/react/macro';
import { Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PhoneField } from '../../shared/ui/PhoneField';
import type { AddressValues } from './addressValues';

interface ReceiverFieldsProps {
  form: UseFormReturnType<AddressValues>;
  /** Turns "another person receives it" on or off (the form swaps the receiver's data). */
  onAnotherReceiver: (another: boolean) => void;
}

/** Who receives the parcel: the shopper (prefilled), or another person whose data must be filled. */
export function ReceiverFields({ form, onAnotherReceiver }: ReceiverFieldsProps) {
  const { t } = useLingui();
  const another = form.getValues().is_another_receiver;
  return (
    <Stack gap="md">
      <Switch
        label={t`Another person receives it`}
        description={another ? t`Fill in their name and phone.` : t`You receive it: your name and phone are filled in.`}
        checked={another}
        onChange={(event) => onAnotherReceiver(event.currentTarget.checked)}
      />
      <TextInput
        label={t`Receiver's name`}
        autoComplete={another ? 'off' : 'name'}
        required
        {...form.getInputProps('receiver_name')}
      />
      <PhoneField
        country={form.getInputProps('receiver_country')}
        phone={form.getInputProps('receiver_phone')}
        labels={{ phone: t`Receiver's phone` }}
      />
    </Stack>
  );
}
