import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { AddressSummary, type Address } from '../addresses';

interface DeleteAddressDialogProps {
  /** The address asked about; null when the dialog is closed. */
  address: Address | null;
  deleting: boolean;
  onConfirm: (address: Address) => void;
  onClose: () => void;
}

/** "Delete this address?": the address shown again, and nothing deleted without a second press. */
export function DeleteAddressDialog({ address, deleting, onConfirm, onClose }: DeleteAddressDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={address !== null} onClose={onClose} title={t`Delete this address?`} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      {address && (
        <Stack gap="md">
          <Text size="sm">
            <Trans>The address will be removed from your account.</Trans>
          </Text>
          <AddressSummary address={address} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={deleting}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red.9" loading={deleting} onClick={() => onConfirm(address)}>
              <Trans>Delete</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
