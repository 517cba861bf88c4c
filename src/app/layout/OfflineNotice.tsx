import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Modal, Text, ThemeIcon } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { errors } from '../../shared/messages';

/**
 * The offline notice (SPEC §2, §4): opens whenever the browser reports offline (at start too),
 * closes itself when the connection is back, and once closed stays closed until the next offline.
 */
export function OfflineNotice() {
  const { t } = useLingui();
  const [opened, setOpened] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  useWindowEvent('offline', () => setOpened(true));
  useWindowEvent('online', () => setOpened(false));

  return (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      centered
      radius="lg"
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="red" radius="xl" size="lg" aria-hidden>
            <IconWifiOff size={20} stroke={1.8} />
          </ThemeIcon>
          <Text fw={700} component="span">
            <Trans>No internet connection</Trans>
          </Text>
        </Group>
      }
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Text>{t(errors.offline)}</Text>
    </Modal>
  );
}
