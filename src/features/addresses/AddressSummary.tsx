import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useLanguage } from '../../shared/language';
import { countryName } from '../../shared/ui/countryOptions';
import type { Address } from './types';

interface AddressSummaryProps {
  address: Address;
}

/**
 * A saved address in a few lines: who receives it, their phone, where, and how to find the door.
 * It takes the room it is given and wraps a long line (even one long word) inside it, never past it.
 */
export function AddressSummary({ address }: AddressSummaryProps) {
  const language = useLanguage();
  const comma = language === 'ar' ? '، ' : ', ';
  return (
    <Stack gap={2} flex={1} miw={0} style={{ overflowWrap: 'anywhere' }}>
      <Text fw={700} size="sm">
        {address.receiver_name}
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>Phone:</Trans>{' '}
        <bdi dir="ltr">
          {address.receiver_dialcode} {address.receiver_phone}
        </bdi>
      </Text>
      <Text size="sm">{[address.street, address.area].filter(Boolean).join(comma)}</Text>
      <Text size="sm">
        {address.city} <bdi>{address.postal_code}</bdi>
        {comma}
        {countryName(address.country, language)}
      </Text>
      {address.home_description && (
        <Text size="sm" c="dimmed">
          {address.home_description}
        </Text>
      )}
    </Stack>
  );
}
