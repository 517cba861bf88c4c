import { i18n, type MessageDescriptor } from '@lingui/core';
import { notifications } from '@mantine/notifications';
import { isLanguage } from './language';

type Tone = 'success' | 'error' | 'info';
const COLORS: Record<Tone, string> = { success: 'teal', error: 'red', info: 'brown' };

/**
 * Shows a toast in the stored language. None when the stored language is neither ar nor en
 * (SPEC §4). `message` is a catalog message, or a text that already comes translated (the server's).
 */
export function notify(message: MessageDescriptor | string, tone: Tone = 'info'): void {
  if (!isLanguage(localStorage.getItem('language'))) return;
  const text = typeof message === 'string' ? message : i18n._(message);
  notifications.show({ message: text, color: COLORS[tone], withBorder: true });
  announce(text);
}

/** Screen readers hear silent changes too: the same words go to a polite live region. */
function announce(text: string): void {
  const region = document.getElementById('status-announcer');
  if (!region) return;
  region.textContent = '';
  // A fresh node makes repeated identical messages be read again.
  window.setTimeout(() => (region.textContent = text), 50);
}
