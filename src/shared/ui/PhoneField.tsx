import { useLingui } from '@lingui/react/macro';
import { Group, SimpleGrid, Text, TextInput, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconPhone } from '@tabler/icons-react';
import type { CountryCode } from 'libphonenumber-js';
import { PHONE_MAX_DIGITS } from '../phoneValidation';
import { dialCodeOf } from './countryOptions';
import { CountrySelect } from './CountrySelect';
import messageLine from './messageLine.module.css';

interface PhoneFieldProps {
  /** The form's props for the country code (SA, AE …). */
  country: GetInputPropsReturnType;
  /** The form's props for the national number. */
  phone: GetInputPropsReturnType;
  /** Other labels where the phone is not the shopper's own, e.g. a parcel's receiver. */
  labels?: { country?: string; phone?: string };
}

/** A dial code, always left to right: "+966", never "966+" inside Arabic text. */
const DialCode = ({ country, dimmed }: { country: string; dimmed?: boolean }) => (
  <Text span size="sm" fw={dimmed ? 400 : 700} c={dimmed ? 'dimmed' : undefined} dir="ltr">
    {dialCodeOf(country as CountryCode)}
  </Text>
);

/** Finds a country by its name or by its dial code ("966", "+966"). */
const byNameOrDialCode: OptionsFilter = ({ options, search }) => {
  const query = search.trim().toLowerCase();
  if (!query) return options;
  const digits = query.replace(/^\+/, '');
  return (options as ComboboxItem[]).filter(
    (option) =>
      option.label.toLowerCase().includes(query) ||
      (/^\d+$/.test(digits) && dialCodeOf(option.value as CountryCode).slice(1).startsWith(digits)),
  );
};

/** The phone: its country (Saudi Arabia, +966, unless changed), then the national number. */
export function PhoneField({ country, phone, labels }: PhoneFieldProps) {
  const { t } = useLingui();
  return (
    // Side by side where the card is wide enough; on a phone the country gets a row of its own.
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="md">
      <CountrySelect
        field={country}
        label={labels?.country ?? t`Country code`}
        comboboxProps={{ width: 290, position: 'bottom-start' }}
        filter={byNameOrDialCode}
        leftSection={country.value ? <DialCode country={country.value} /> : undefined}
        leftSectionWidth={60}
        leftSectionPointerEvents="none"
        renderOption={({ option }) => (
          <Group justify="space-between" wrap="nowrap" gap="sm" w="100%">
            <span>{option.label}</span>
            <DialCode country={option.value} dimmed />
          </Group>
        )}
      />
      <TextInput
        label={labels?.phone ?? t`Phone number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_MAX_DIGITS}
        required
        leftSection={<IconPhone size={18} stroke={1.5} aria-hidden />}
        // Every form checks the phone when the shopper leaves it: its message must not move the
        // control they are clicking next (messageLine.module.css).
        className={messageLine.reserved}
        {...phone}
      />
    </SimpleGrid>
  );
}
