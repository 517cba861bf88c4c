// What the contact and complaint page tests share: the sender's words in both languages, the
// bodies the page POSTs, showing the page, and filling in or checking a list of fields.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import type { Language } from '../../sdk';
import { recordCalls } from './apiSpies';
import { renderPage } from './renderPage';

export const senderWords = {
  en: {
    name: /^Name/,
    email: /^Email/,
    phone: /^Phone number/,
    required: 'Value is required',
    phoneRequired: 'Phone number is required',
    failed: 'Something went wrong',
  },
  ar: {
    name: /^الاسم/,
    email: /^البريد الإلكتروني/,
    phone: /^رقم الجوال/,
    required: 'هذا الحقل مطلوب',
    phoneRequired: 'رقم الجوال مطلوب',
    failed: 'حدث خطأ ما',
  },
} as const;

export const typedSender = {
  name: 'Mohammed Alqahtani',
  email: 'mohammed@goldstore.example',
  phone: '0501234567',
};

export const box = (name: RegExp) => screen.getByRole('textbox', { name });

/**
 * Renders the page, for a guest or a new signed-in shopper, and waits for its heading; `sent` then
 * records the page's POSTs to `path`.
 */
export async function showSenderPage(
  language: Language,
  { path, page, heading }: { path: '/contact' | '/complaints'; page: () => ReactNode; heading: string },
  { signedIn = false } = {},
) {
  const view = await renderPage(language, { ui: page, shopper: signedIn ? 'new' : 'guest' });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  return { ...view, sent: recordCalls({ path, method: 'POST' }) };
}

/** Text boxes by name, with what goes in them. */
export type Fields = readonly (readonly [RegExp, string])[];

/** Pasted rather than typed key by key: the rules are the same, the test is quicker. */
export async function pasteInto(fields: Fields) {
  const user = userEvent.setup();
  for (const [field, text] of fields) {
    await user.click(box(field));
    await user.paste(text);
  }
  return user;
}

/** Nothing typed was lost. */
export function expectKept(fields: Fields) {
  for (const [field, text] of fields) expect(box(field)).toHaveValue(text);
}
