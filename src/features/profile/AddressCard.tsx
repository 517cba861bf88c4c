import { Trans } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack } from '@mantine/core';
import { IconPencil, IconStar, IconTrash } from '@tabler/icons-react';
import { AddressSummary, type Address } from '../addresses';

interface AddressCardProps {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  /** The default is being changed to this address. */
  makingDefault: boolean;
}

/** A saved address with what can be done to it: edit, delete, make it the default. */
export function AddressCard({ address, onEdit, onDelete, onMakeDefault, makingDefault }: AddressCardProps) {
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-label={`${address.receiver_name}, ${address.city}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <AddressSummary address={address} />
          {address.is_default && (
            <Badge variant="light" leftSection={<IconStar size={12} aria-hidden />} style={{ flexShrink: 0 }}>
              <Trans>Default address</Trans>
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Button variant="light" size="xs" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
            <Trans>Edit</Trans>
          </Button>
          <Button variant="subtle" color="red" c="red.9" size="xs" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
            <Trans>Delete</Trans>
          </Button>
          {!address.is_default && (
            <Button variant="subtle" size="xs" leftSection={<IconStar size={16} aria-hidden />} loading={makingDefault} onClick={onMakeDefault}>
              <Trans>Make default</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
