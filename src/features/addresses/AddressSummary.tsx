import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useLanguage } from '../../shared/language';
import type { Address } from './types';

interface AddressSummaryProps {
  address: Address;
}

/** A saved address in a few lines: who receives it, their phone, where, and how to find the door. */
export function AddressSummary({ address }: AddressSummaryProps) {
  const comma = useLanguage() === 'ar' ? '، ' : ', ';
  return (
    <Stack gap={2}>
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
        {address.country}
      </Text>
      {address.home_description && (
        <Text size="sm" c="dimmed">
          {address.home_description}
        </Text>
      )}
    </Stack>
  );
}
