import { Trans, useLingui } from '@lingui/react/macro';
import { CloseButton, Group, Text, ThemeIcon } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { errors } from '../../shared/messages';
import { isKeptCopy } from '../serviceWorker';
import classes from './OfflineNotice.module.css';

/**
 * The offline notice: opens whenever the browser reports offline (at start too) or the page is the
 * service worker's kept copy (the network failed or was too slow),
 * closes itself when the connection is back, and once closed stays closed until the next offline.
 * A native modal <dialog>, not Mantine's Modal: the other dialogs' code loads on demand, and once
 * offline nothing more can load.
 */
export function OfflineNotice() {
  const { t } = useLingui();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  useWindowEvent('offline', () => setOpened(true));
  useWindowEvent('online', () => setOpened(false));
  // A page the service worker gave from what it kept: the network did not answer.
  useEffect(() => {
    void isKeptCopy().then((kept) => kept && setOpened(true));
  }, []);

  useEffect(() => {
    const element = dialog.current;
    // jsdom has no showModal; there the notice never opens.
    if (!element?.showModal) return;
    if (opened && !element.open) element.showModal();
    if (!opened && element.open) element.close();
  }, [opened]);

  return (
    // Escape (the dialog's cancel) and the close button both close it; the browser gives the
    // focus back to where it was.
    <dialog ref={dialog} className={classes.dialog} aria-labelledby={titleId} onClose={() => setOpened(false)}>
      <Group justify="space-between" wrap="nowrap" gap="sm" mb="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="red" radius="xl" size="lg" aria-hidden>
            <IconWifiOff size={20} stroke={1.8} />
          </ThemeIcon>
          <Text fw={700} component="h2" id={titleId} className={classes.title}>
            <Trans>No internet connection</Trans>
          </Text>
        </Group>
        <CloseButton aria-label={t`Close`} onClick={() => setOpened(false)} />
      </Group>
      <Text>{t(errors.offline)}</Text>
    </dialog>
  );
}
