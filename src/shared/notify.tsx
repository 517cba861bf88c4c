// Browser only: a toast is said in the global Lingui instance, the browser's page's language.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MouseEvent } from 'react';
import { isLanguage } from './language';

type Tone = 'success' | 'error' | 'info';
const COLORS: Record<Tone, string> = { success: 'teal', error: 'red', info: 'brown' };

/** A link at the end of a toast ("View cart"): `go` follows it inside the app. */
interface ToastLink {
  label: MessageDescriptor;
  href: string;
  go: () => void;
}

/** A toast's words with a link after them. */
export interface ToastWithLink {
  message: MessageDescriptor;
  link: ToastLink;
}

/** The toasts live outside the router, so the link is followed by hand; a new tab or window is left to the browser. */
function followInApp(event: MouseEvent, link: ToastLink, toast: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  notifications.hide(toast);
  link.go();
}

/**
 * Shows a toast in the stored language. None when the stored language is neither ar nor en.
 * `message` is a catalog message, a text that already comes translated (the server's),
 * or a message with a link after it.
 */
export function notify(message: MessageDescriptor | string | ToastWithLink, tone: Tone = 'info'): void {
  if (!isLanguage(localStorage.getItem('language'))) return;
  const link = typeof message === 'object' && 'link' in message ? message.link : undefined;
  const words = typeof message === 'object' && 'link' in message ? message.message : message;
  const text = typeof words === 'string' ? words : i18n._(words);
  const id = `toast-${Date.now()}-${Math.random()}`;
  notifications.show({
    id,
    color: COLORS[tone],
    withBorder: true,
    message: link ? (
      <>
        <span>{text}</span>{' '}
        <Anchor href={link.href} onClick={(event) => followInApp(event, link, id)} fz="sm" fw={700} underline="always">
          {i18n._(link.label)}
        </Anchor>
      </>
    ) : (
      text
    ),
  });
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
