// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../sdk';
import { ContactPage } from '../../src/features/contact';
import { bodiesOf, forceAnswer, holdCalls, watchCalls } from './apiSpies';
import { box, expectKept, pasteInto, senderWords, showSenderPage, typedSender } from './senderFormSupport';

const words = {
  en: {
    ...senderWords.en,
    heading: 'Contact us',
    subject: /^Subject/,
    message: /^Message/,
    send: 'Send message',
    sent: 'Message sent',
  },
  ar: {
    ...senderWords.ar,
    heading: 'تواصل معنا',
    subject: /^الموضوع/,
    message: /^الرسالة/,
    send: 'إرسال الرسالة',
    sent: 'تم إرسال الرسالة',
  },
} as const;

/** The page; `sent` records its POST /contact calls. */
const showContact = (language: Language, options?: { signedIn?: boolean }) =>
  showSenderPage(language, { path: '/contact', page: ContactPage, heading: words[language].heading }, options);

const typed = {
  ...typedSender,
  subject: 'Gold bars',
  message: 'Is the 24K 50 g bar coming back?',
};

const fields = (language: Language) => {
  const w = words[language];
  return [
    [w.name, typed.name],
    [w.email, typed.email],
    [w.phone, typed.phone],
    [w.subject, typed.subject],
    [w.message, typed.message],
  ] as const;
};
const fillIn = (language: Language) => pasteInto(fields(language));
const expectEveryFieldKept = (language: Language) => expectKept(fields(language));

describe('the contact page', () => {
  it.each(['en', 'ar'] as const)('in %s, refuses an empty form beside each field and sends nothing', async (language) => {
    const w = words[language];
    await showContact(language);
    const calls = watchCalls();
    await userEvent.click(screen.getByRole('button', { name: w.send }));
    expect(box(w.name)).toHaveAccessibleDescription(w.required);
    expect(box(w.email)).toHaveAccessibleDescription(w.required);
    expect(box(w.subject)).toHaveAccessibleDescription(w.required);
    expect(box(w.message)).toHaveAccessibleDescription(w.required);
    expect(box(w.phone)).toHaveAccessibleDescription(w.phoneRequired);
    // The keyboard is taken to the first field to fix.
    expect(box(w.name)).toHaveFocus();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('checks the e-mail, the lengths and the phone before sending', async () => {
    await showContact('en');
    const calls = watchCalls();
    const user = await pasteInto([
      [/^Name/, 'M'],
      [/^Email/, 'mohammed@goldstore'],
      [/^Phone number/, '5012'],
      [/^Subject/, 'G'],
      [/^Message/, 'x'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const twoCharacters = 'This field should be at least 2 characters long';
    expect(box(/^Name/)).toHaveAccessibleDescription(twoCharacters);
    expect(box(/^Email/)).toHaveAccessibleDescription('Value is not a valid email address');
    expect(box(/^Phone number/)).toHaveAccessibleDescription('Phone number is too short');
    expect(box(/^Subject/)).toHaveAccessibleDescription(twoCharacters);
    expect(box(/^Message/)).toHaveAccessibleDescription(twoCharacters);
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it.each(['en', 'ar'] as const)('in %s, sends exactly the fields, confirms and starts over', async (language) => {
    const w = words[language];
    const { sent } = await showContact(language);
    const user = await fillIn(language);
    await user.click(screen.getByRole('button', { name: w.send }));

    const panel = await screen.findByRole('region', { name: w.sent });
    expect(panel).toHaveFocus();
    // The toast says it too.
    await waitFor(() => expect(screen.getAllByText(w.sent).length).toBeGreaterThan(1));
    expect(bodiesOf(sent)).toEqual([
      {
        name: 'Mohammed Alqahtani',
        email: 'mohammed@goldstore.example',
        phone: '+966501234567',
        subject: 'Gold bars',
        message: 'Is the 24K 50 g bar coming back?',
      },
    ]);
    for (const field of [w.name, w.email, w.phone, w.subject, w.message]) expect(box(field)).toHaveValue('');
  });

  it('fills in a signed-in shopper’s name, e-mail and phone', async () => {
    const { sent } = await showContact('en', { signedIn: true });
    expect(box(/^Name/)).toHaveValue('Mohammed Alqahtani');
    expect(box(/^Email/)).toHaveValue('mohammed@goldstore.example');
    expect(box(/^Phone number/)).toHaveValue('501234567');
    expect(screen.getByLabelText(/^Country code/, { selector: 'input' })).toHaveValue('Saudi Arabia');

    const user = userEvent.setup();
    await user.type(box(/^Subject/), 'Gold bars');
    await user.type(box(/^Message/), 'Is the bar back?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('region', { name: 'Message sent' });
    expect(sent[0]!.body).toMatchObject({
      name: 'Mohammed Alqahtani',
      phone: '+966501234567',
    });
    // Starting over keeps the shopper's own details, ready for another message.
    expect(box(/^Name/)).toHaveValue('Mohammed Alqahtani');
    expect(box(/^Subject/)).toHaveValue('');
  });

  it('shows the server’s field messages beside the fields and keeps everything typed (422, ar)', async () => {
    await showContact('ar');
    forceAnswer('code=422', { path: '/contact' });
    const user = await fillIn('ar');
    await user.click(screen.getByRole('button', { name: words.ar.send }));

    await waitFor(() => expect(box(words.ar.email)).toHaveAccessibleDescription('يجب أن يكون البريد الإلكتروني عنوانًا صالحًا.'));
    expect(box(words.ar.message)).toHaveAccessibleDescription('حقل الرسالة مطلوب.');
    // The server's own summary as the toast.
    expect(await screen.findByText('البيانات المدخلة غير صحيحة')).toBeInTheDocument();
    expectEveryFieldKept('ar');
    expect(screen.queryByRole('region', { name: words.ar.sent })).toBeNull();
  });

  it('keeps every field when the store fails (500), with the shared toast', async () => {
    await showContact('en');
    forceAnswer('code=500', { path: '/contact' });
    const user = await fillIn('en');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled());
    expectEveryFieldKept('en');
    expect(screen.queryByRole('region', { name: 'Message sent' })).toBeNull();
  });

  it('is busy while sending and sends once however often it is pressed', async () => {
    const { sent } = await showContact('en');
    const calls = watchCalls();
    const release = holdCalls('/contact');
    const user = await fillIn('en');
    const button = screen.getByRole('button', { name: 'Send message' });
    await user.click(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));
    release();
    await screen.findByRole('region', { name: 'Message sent' });
    expect(calls.filter((call) => call === 'POST /contact')).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it.each(['en', 'ar'] as const)('in %s, shows the store’s phone, e-mail, chat and location', async (language) => {
    await showContact(language);
    const details = await screen.findByRole('region', {
      name: language === 'en' ? 'Reach us directly' : 'تواصل معنا مباشرة',
    });
    const links = await within(details).findAllByRole('link');
    const hrefs = links.map((link) => link.getAttribute('href'));
    // GET /general-settings of the mock: phone +966500000000, the mail address and a maps link.
    expect(hrefs).toEqual([
      'tel:+966500000000',
      'mailto:info@goldstore.example',
      'https://wa.me/966500000000',
      'https://maps.google.com/?q=24.7136,46.6753',
    ]);
    // The phone reads left to right inside Arabic text.
    expect(within(details).getByText(/^\+966/)).toHaveAttribute('dir', 'ltr');
  });
});
