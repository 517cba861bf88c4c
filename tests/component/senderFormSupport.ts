// What the contact and complaint page tests share: the sender's words in both languages, the
// bodies the page POSTs, showing the page, and filling in or checking a list of fields.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Middleware } from 'openapi-fetch';
import type { ReactNode } from 'react';
import { afterEach, expect } from 'vitest';
import type { Language } from '../../sdk';
import { apiClient } from '../../src/shared/api';
import { renderWithShopper } from './renderWithShopper';

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

/** Records the JSON bodies of the page's POSTs to `path` (from `show` on), cleared after each test. */
export function recordPosts(path: '/contact' | '/complaints') {
  const sent: unknown[] = [];
  const recorder: Middleware = {
    async onRequest({ request, schemaPath }) {
      if (schemaPath === path && request.method === 'POST') sent.push(await request.clone().json());
      return request;
    },
  };
  afterEach(() => {
    apiClient.eject(recorder);
    sent.length = 0;
  });

  /** Renders the page and waits for its heading, then records. */
  async function show(language: Language, page: () => ReactNode, heading: string, { signedIn = false } = {}) {
    const view = await renderWithShopper(language, page, { signedIn });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    apiClient.use(recorder);
    return view;
  }
  return { sent, show };
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
