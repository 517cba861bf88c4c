import { useNotifications } from '@mantine/notifications';
import type { Language } from '../../sdk';
import { onDemand, useInteracted, useOnDemand } from '../shared/speed/onDemand';

const toasts = onDemand(() => import('./Toasts').then((module) => module.Toasts));

/**
 * The toasts' code loads at the first interaction or with the first toast, whichever comes first;
 * a toast shown before it has loaded waits in Mantine's store and appears with it.
 */
export function ToastsOnDemand({ language }: { language: Language }) {
  const waitingToasts = useNotifications().notifications.length > 0;
  const loaded = useOnDemand(toasts, useInteracted() || waitingToasts);
  return loaded ? <toasts.Loaded language={language} /> : null;
}
