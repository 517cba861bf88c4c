import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { AddressForm, addressesQuery, keptAddressForms, useDeleteAddress, useMakeDefaultAddress, type Address } from '../addresses';
import { useAuth } from '../auth';
import { AddressCard } from './AddressCard';
import { DeleteAddressDialog } from './DeleteAddressDialog';
import { EditAddressCard } from './EditAddressCard';
import { ProfileSection } from './ProfileSection';

/** The focus goes back to the section's heading when what held it leaves the page. */
const focusHeading = () => document.getElementById('addresses-heading')?.focus();

/** The shopper's saved addresses: add, edit, delete (asked first) and choose the default. */
export function AddressBook() {
  const { t } = useLingui();
  const list = useQuery(addressesQuery());
  const addresses = list.data?.data;
  const { user } = useAuth();
  // A form whose typing was kept when the session ended opens again at once, to give it back.
  const [kept] = useState(() => keptAddressForms(user?.id));
  const [adding, setAdding] = useState(kept.adding);
  const [editing, setEditing] = useState<number | null>(kept.editingId);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const remove = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();

  const confirmDelete = (address: Address) =>
    remove.mutate(address, {
      onSuccess: () => {
        setDeleting(null);
        focusHeading();
      },
    });

  const closeForm = (close: () => void) => () => {
    close();
    focusHeading();
  };

  return (
    <ProfileSection
      id="addresses"
      title={<Trans>My addresses</Trans>}
      action={
        !adding && (
          <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
            <Trans>Add an address</Trans>
          </Button>
        )
      }
    >
      {adding && (
        <Card withBorder radius="md" padding="md">
          <Title order={3} fz="h4" mb="md">
            <Trans>New address</Trans>
          </Title>
          <AddressForm onSaved={closeForm(() => setAdding(false))} onCancel={closeForm(() => setAdding(false))} />
        </Card>
      )}
      {list.isPending ? (
        <Stack gap="sm" aria-hidden>
          {[0, 1].map((index) => (
            <Skeleton key={index} height={150} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <LoadFailed title={t`Your addresses could not be loaded`} onRetry={() => void list.refetch()} />
      ) : addresses?.length ? (
        <Stack gap="sm">
          {addresses.map((address) =>
            editing === address.id ? (
              <EditAddressCard key={address.id} address={address} onDone={closeForm(() => setEditing(null))} />
            ) : (
              <AddressCard
                key={address.id}
                address={address}
                onEdit={() => setEditing(address.id)}
                onDelete={() => setDeleting(address)}
                onMakeDefault={() => makeDefault.mutate(address)}
                makingDefault={makeDefault.isPending && makeDefault.variables.id === address.id}
              />
            ),
          )}
        </Stack>
      ) : (
        !adding && (
          <Text c="gray.7" py="md">
            <Trans>No saved addresses yet</Trans>
          </Text>
        )
      )}
      <DeleteAddressDialog address={deleting} deleting={remove.isPending} onConfirm={confirmDelete} onClose={() => setDeleting(null)} />
    </ProfileSection>
  );
}
