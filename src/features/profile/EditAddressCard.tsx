import { Trans } from '@lingui/react/macro';
import { Card, Title } from '@mantine/core';
import { AddressForm, useUpdateAddress, type Address } from '../addresses';

interface EditAddressCardProps {
  address: Address;
  onDone: () => void;
}

/** The address form in place of a saved address's card, saving with PUT /addresses/{addressId}. */
export function EditAddressCard({ address, onDone }: EditAddressCardProps) {
  const update = useUpdateAddress(address.id);
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} fz="h4" mb="md">
        <Trans>Edit address</Trans>
      </Title>
      <AddressForm address={address} submit={update.mutateAsync} onSaved={onDone} onCancel={onDone} />
    </Card>
  );
}
