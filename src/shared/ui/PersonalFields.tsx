import { useLingui } from '@lingui/react/macro';
import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PhoneField } from './PhoneField';
import { EmailField } from './EmailField';

type PersonalField = 'first_name' | 'last_name' | 'email' | 'country_code' | 'phone' | 'gender';

interface PersonalFieldsProps {
  /** A @mantine/form form whose values hold these fields (registration, the profile). */
  form: { getInputProps(path: PersonalField): GetInputPropsReturnType };
}

/** A person's first and last name, e-mail, phone and gender, as the registration and the profile ask them. */
export function PersonalFields({ form }: PersonalFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="md">
        <TextInput label={t`First name`} autoComplete="given-name" required {...form.getInputProps('first_name')} />
        <TextInput label={t`Last name`} autoComplete="family-name" required {...form.getInputProps('last_name')} />
      </SimpleGrid>
      <EmailField {...form.getInputProps('email')} />
      <PhoneField country={form.getInputProps('country_code')} phone={form.getInputProps('phone')} />
      <Radio.Group label={t`Gender`} required {...form.getInputProps('gender')}>
        <Group gap="xl" mt={8}>
          <Radio value="male" label={t`Male`} />
          <Radio value="female" label={t`Female`} />
        </Group>
      </Radio.Group>
    </>
  );
}
