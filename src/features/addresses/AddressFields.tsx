import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CountrySelect } from '../../shared/ui/CountrySelect';
import type { AddressValues } from './addressValues';

/** Where the parcel goes: country, city, area, street, postal code and directions to the door. */
export function AddressFields({ form }: { form: UseFormReturnType<AddressValues> }) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <CountrySelect field={form.getInputProps('country')} label={t`Country`} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="md">
        <TextInput label={t`City`} autoComplete="address-level2" required {...form.getInputProps('city')} />
        <TextInput label={t`Area (district)`} autoComplete="address-level3" required {...form.getInputProps('area')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="md">
        <TextInput label={t`Street`} autoComplete="address-line1" required {...form.getInputProps('street')} />
        <TextInput label={t`Postal code`} autoComplete="postal-code" maxLength={10} required {...form.getInputProps('postal_code')} />
      </SimpleGrid>
      <Textarea
        label={t`Home description`}
        description={t`Optional: building, floor, apartment or a landmark`}
        autoComplete="address-line2"
        rows={2}
        resize="vertical"
        {...form.getInputProps('home_description')}
      />
    </Stack>
  );
}
