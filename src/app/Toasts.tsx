import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import type { Language } from '../../sdk';
import toastClasses from './Toasts.module.css';

/** The toasts: English top-left, Arabic top-right; 3000 ms, at most 20, paused on hover. */
export function Toasts({ language }: { language: Language }) {
  return (
    <Notifications
      position={language === 'en' ? 'top-left' : 'top-right'}
      autoClose={3000}
      limit={20}
      zIndex={1000}
      classNames={{ root: toastClasses.newestFirst }}
    />
  );
}
