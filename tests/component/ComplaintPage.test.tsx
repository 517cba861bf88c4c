// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../sdk';
import { ComplaintPage } from '../../src/features/contact';
import { bodiesOf, forceAnswer, watchCalls } from './apiSpies';
import { box, expectKept, pasteInto, senderWords, showSenderPage, typedSender } from './senderFormSupport';

const words = {
  en: {
    ...senderWords.en,
    heading: 'File a complaint',
    order: /^Order number/,
    details: /^Your complaint/,
    send: 'Send complaint',
    received: 'Your complaint has been received',
  },
  ar: {
    ...senderWords.ar,
    heading: 'تقديم شكوى',
    order: /^رقم الطلب/,
    details: /^شكواك/,
    send: 'إرسال الشكوى',
    received: 'تم استلام شكواك',
  },
} as const;

const typed = {
  ...typedSender,
  order: 'ORD-5002',
  details: 'The chain arrived three days late and the box was damaged.',
};

/** The page; `sent` records its POST /complaints calls. */
const showComplaint = (language: Language, options?: { signedIn?: boolean }) =>
  showSenderPage(language, { path: '/complaints', page: ComplaintPage, heading: words[language].heading }, options);

/** A guest's complaint, field by field. */
const fields = (language: Language) => {
  const w = words[language];
  return [
    [w.name, typed.name],
    [w.email, typed.email],
    [w.phone, typed.phone],
    [w.order, typed.order],
    [w.details, typed.details],
  ] as const;
};
const fillInAsGuest = (language: Language) => pasteInto(fields(language));
const expectEveryFieldKept = (language: Language) => expectKept(fields(language));

describe('the complaint page', () => {
  it.each(['en', 'ar'] as const)('in %s, refuses a complaint without its required fields and sends nothing', async (language) => {
    const w = words[language];
    await showComplaint(language);
    const calls = watchCalls();
    await userEvent.click(screen.getByRole('button', { name: w.send }));
    expect(box(w.name)).toHaveAccessibleDescription(w.required);
    expect(box(w.email)).toHaveAccessibleDescription(w.required);
    expect(box(w.phone)).toHaveAccessibleDescription(w.phoneRequired);
    // Its hint stays, and the message is added beside it.
    expect(box(w.details)).toHaveAccessibleDescription(expect.stringContaining(w.required));
    // The order number is optional: no message under it.
    expect(box(w.order)).not.toHaveAccessibleDescription(expect.stringContaining(w.required));
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it.each(['en', 'ar'] as const)(
    'in %s, a guest types the order number; the body is exact, then the reference is shown',
    async (language) => {
      const w = words[language];
      const { sent } = await showComplaint(language);
      const user = await fillInAsGuest(language);
      await user.click(screen.getByRole('button', { name: w.send }));

      const panel = await screen.findByRole('region', { name: w.received });
      expect(panel).toHaveFocus();
      // The reference of POST /complaints (a fresh one each time), left to right in either language.
      expect(await screen.findByText(/^CMP-2025-\d{6}$/)).toHaveAttribute('dir', 'ltr');
      expect(bodiesOf(sent)).toEqual([
        {
          name: typed.name,
          email: typed.email,
          phone: '+966501234567',
          order_number: 'ORD-5002',
          details: typed.details,
        },
      ]);
      for (const field of [w.name, w.email, w.phone, w.order, w.details]) expect(box(field)).toHaveValue('');
    },
  );

  it('leaves the order number out of the body when there is none', async () => {
    const { sent } = await showComplaint('en');
    const user = await fillInAsGuest('en');
    await user.clear(box(/^Order number/));
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    await screen.findByRole('region', {
      name: 'Your complaint has been received',
    });
    expect(sent[0]!.body).not.toHaveProperty('order_number');
  });

  it.each(['en', 'ar'] as const)('in %s, a signed-in shopper is filled in and picks one of their orders', async (language) => {
    const w = words[language];
    const { sent } = await showComplaint(language, { signedIn: true });
    expect(box(w.name)).toHaveValue('Mohammed Alqahtani');
    expect(box(w.email)).toHaveValue('mohammed@goldstore.example');
    expect(box(w.phone)).toHaveValue('501234567');

    const user = userEvent.setup();
    // The select is ready once GET /orders has answered.
    const order = screen.getByLabelText(w.order, { selector: 'input' });
    await waitFor(() => expect(order).toBeEnabled());
    await user.click(order);
    expect(order).toHaveAttribute('aria-expanded', 'true');
    // jsdom lays nothing out, so the floating list counts as detached and stays hidden: its options
    // are reached with `hidden`.
    const listbox = document.getElementById(order.getAttribute('aria-controls')!)!;
    const options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['ORD-5003', 'ORD-5002', 'ORD-5001']);
    await user.click(within(listbox).getByRole('option', { name: 'ORD-5002', hidden: true }));
    expect(order).toHaveValue('ORD-5002');

    await user.click(box(w.details));
    await user.paste(typed.details);
    await user.click(screen.getByRole('button', { name: w.send }));
    await screen.findByRole('region', { name: w.received });
    expect(bodiesOf(sent)).toEqual([
      {
        name: 'Mohammed Alqahtani',
        email: 'mohammed@goldstore.example',
        phone: '+966501234567',
        order_number: 'ORD-5002',
        details: typed.details,
      },
    ]);
  });

  it('shows the server’s field messages beside the fields and keeps everything typed (422, en)', async () => {
    await showComplaint('en');
    forceAnswer('code=422', { path: '/complaints' });
    const user = await fillInAsGuest('en');
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));

    await waitFor(() => expect(box(/^Phone number/)).toHaveAccessibleDescription('The phone number is invalid.'));
    expect(box(/^Your complaint/)).toHaveAccessibleDescription(expect.stringContaining('The details field is required.'));
    expect(await screen.findByText('The given data was invalid.')).toBeInTheDocument();
    expectEveryFieldKept('en');
    expect(
      screen.queryByRole('region', {
        name: 'Your complaint has been received',
      }),
    ).toBeNull();
  });

  it('keeps every field when the store fails (500, ar)', async () => {
    await showComplaint('ar');
    forceAnswer('code=500', { path: '/complaints' });
    const user = await fillInAsGuest('ar');
    await user.click(screen.getByRole('button', { name: words.ar.send }));
    expect(await screen.findByText(words.ar.failed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: words.ar.send })).toBeEnabled());
    expectEveryFieldKept('ar');
  });
});
