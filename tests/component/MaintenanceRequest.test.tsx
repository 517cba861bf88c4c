// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../sdk';
import { MaintenanceRequestPage } from '../../src/features/requests';
import { getCookie } from './documentCookies';
import { renderPage } from './renderPage';
import { forceUploadAnswer, picture, recordUploads, sentRequests } from './requestSupport';

recordUploads();

const words = {
  en: {
    name: /^Full name/,
    email: /^Email/,
    phone: /^Phone number/,
    custom: /^Custom/,
    polishing: /^Polishing/,
    customType: /^The work you need/,
    details: /^Details/,
    notes: /^Notes/,
    send: 'Send request',
    required: 'Value is required',
    sent: /Request sent/,
    notSent: /The request was not sent/,
    chosen: 'Chosen pictures',
    refused: /Some files were not added/,
    onlyKinds: 'was not added: only JPG, PNG and WebP pictures and PDF files are accepted.',
    badAttachment: 'The attachment must be a file of type jpg, png, webp or pdf.',
    remove: (name: string) => `Remove ${name}`,
  },
  ar: {
    name: /^الاسم الكامل/,
    email: /^البريد الإلكتروني/,
    phone: /^رقم الجوال|^رقم الهاتف/,
    custom: /^مخصص/,
    polishing: /^تلميع/,
    customType: /^العمل المطلوب/,
    details: /^التفاصيل/,
    notes: /^ملاحظات/,
    send: 'إرسال الطلب',
    required: 'هذا الحقل مطلوب',
    sent: /تم إرسال الطلب/,
    notSent: /لم يتم إرسال الطلب/,
    chosen: 'الصور المختارة',
    refused: /لم تتم إضافة بعض الملفات/,
    onlyKinds: 'تُقبل صور JPG وPNG وWebP وملفات PDF فقط.',
    badAttachment: 'يجب أن يكون المرفق ملفًا من نوع jpg أو png أو webp أو pdf.',
    remove: (name: string) => `إزالة ${name}`,
  },
};

const show = (language: Language, signedIn = false) =>
  renderPage(language, { ui: () => <MaintenanceRequestPage />, shopper: signedIn ? 'new' : 'guest' });

/** The hidden file input of the dropzone (the picker filters by type; a drop does not). */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Types by pasting: key by key, jsdom takes seconds per field on a busy machine. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillGuest(language: Language, user = userEvent.setup({ applyAccept: false })) {
  const w = words[language];
  await typeInto(user, await screen.findByRole('textbox', { name: w.name }), 'Mohammed Alqahtani');
  await typeInto(user, screen.getByRole('textbox', { name: w.email }), 'mohammed@goldstore.example');
  await typeInto(user, screen.getByRole('textbox', { name: w.phone }), '0501234567');
  await typeInto(user, screen.getByRole('textbox', { name: w.details }), 'A 21K ring lost a side stone.');
  return user;
}

describe.each(['en', 'ar'] as const)('the maintenance request (%s)', (language) => {
  const w = words[language];

  it('asks for the custom type only when the type is custom, and then requires it', async () => {
    const user = await show(language).then(() => fillGuest(language));
    await user.click(screen.getByRole('radio', { name: w.polishing }));
    expect(screen.queryByRole('textbox', { name: w.customType })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: w.custom }));
    const customType = screen.getByRole('textbox', { name: w.customType });
    expect(customType).toBeRequired();
    await user.click(screen.getByRole('button', { name: w.send }));
    await waitFor(() => expect(customType).toHaveAccessibleDescription(expect.stringContaining(w.required)));
    expect(sentRequests).toHaveLength(0);

    await typeInto(user, customType, 'Resize the ring');
    await user.click(screen.getByRole('button', { name: w.send }));
    await screen.findByText(w.sent);
    expect(sentRequests[0]!.body.get('custom_type')).toBe('Resize the ring');
  });

  it('refuses files whose bytes are not JPEG, PNG, WebP or PDF (an SVG, even named .png) or over 5 MB, naming them', async () => {
    const user = await show(language).then(() => fillGuest(language));
    await user.click(screen.getByRole('radio', { name: w.polishing }));
    await user.upload(fileInput(), [
      picture('sketch.svg', 'image/svg+xml'),
      picture('ring-front.png', 'image/png', 2048, 'image/svg+xml'),
      picture('huge.png', 'image/png', 5 * 1024 * 1024 + 1),
      picture('script.gif', 'image/gif'),
      picture('ring.webp', 'image/webp'),
      picture('invoice.pdf', 'application/pdf'),
    ]);
    const alert = await screen.findByRole('alert', { name: w.refused });
    const refusals = within(alert).getAllByRole('listitem');
    expect(refusals).toHaveLength(4);
    // Told by their bytes, not their names: the message names the kinds taken, in the shopper's language.
    for (const name of ['sketch.svg', 'ring-front.png', 'script.gif']) {
      const refusal = refusals.find((item) => item.textContent?.includes(name));
      expect(refusal).toHaveTextContent(w.onlyKinds);
    }
    expect(alert).toHaveTextContent('huge.png');
    expect(alert).not.toHaveTextContent('ring.webp');
    expect(alert).not.toHaveTextContent('invoice.pdf');
    const chosen = screen.getByRole('list', { name: w.chosen });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: w.send }));
    await screen.findByText(w.sent);
    const files = sentRequests[0]!.body.getAll('attachments') as File[];
    expect(files.map((file) => file.name)).toEqual(['ring.webp', 'invoice.pdf']);
    // The reset form shows neither the pictures nor the old refusals.
    expect(screen.queryByRole('alert', { name: w.refused })).not.toBeInTheDocument();
  });

  it('sends a multipart body with the fields and every picture, then confirms and resets the form', async () => {
    await show(language, true);
    const user = userEvent.setup();
    // A signed-in shopper's name, e-mail and phone are filled in.
    expect(await screen.findByRole('textbox', { name: w.name })).toHaveValue('Mohammed Alqahtani');
    expect(screen.getByRole('textbox', { name: w.email })).toHaveValue('mohammed@goldstore.example');
    expect(screen.getByRole('textbox', { name: w.phone })).toHaveValue('501234567');
    await user.click(screen.getByRole('radio', { name: w.polishing }));
    await typeInto(user, screen.getByRole('textbox', { name: w.details }), 'A dull bracelet.');
    await typeInto(user, screen.getByRole('textbox', { name: w.notes }), 'Riyadh branch');
    await user.upload(fileInput(), [picture('front.png'), picture('side.jpg', 'image/jpeg')]);
    // Each picture is shown by a blob: address, never put into the page as markup.
    const chosen = await screen.findByRole('list', { name: w.chosen });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    expect(within(chosen).getByRole('button', { name: w.remove('front.png') })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: w.send }));
    expect(await screen.findByText(w.sent)).toBeInTheDocument();
    expect(screen.getByText(/^MNT-2025-\d{6}$/)).toBeInTheDocument();

    expect(sentRequests).toHaveLength(1);
    const { url, headers, body } = sentRequests[0]!;
    expect(url).toMatch(/\/api\/v1\/maintenance-requests$/);
    expect(headers).toMatchObject({
      lang: language,
      JWT: getCookie('jwt'),
    });
    expect(Object.fromEntries([...body.keys()].filter((key) => key !== 'attachments').map((key) => [key, body.get(key)]))).toEqual({
      name: 'Mohammed Alqahtani',
      email: 'mohammed@goldstore.example',
      phone: '+966501234567',
      type: 'polishing',
      details: 'A dull bracelet.',
      notes: 'Riyadh branch',
    });
    const files = body.getAll('attachments') as File[];
    expect(files.map((file) => [file.name, file.type])).toEqual([
      ['front.png', 'image/png'],
      ['side.jpg', 'image/jpeg'],
    ]);

    // Reset: the shopper's details again, the rest empty, no pictures.
    expect(screen.getByRole('textbox', { name: w.details })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: w.notes })).toHaveValue('');
    expect(screen.getByRole('radio', { name: w.polishing })).not.toBeChecked();
    expect(screen.queryByRole('list', { name: w.chosen })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: w.name })).toHaveValue('Mohammed Alqahtani');
  });

  it.each(['code=422', 'code=500'])('keeps every field and picture when the store answers %s', async (answer) => {
    forceUploadAnswer(answer);
    const user = await show(language).then(() => fillGuest(language));
    await user.click(screen.getByRole('radio', { name: w.custom }));
    await typeInto(user, screen.getByRole('textbox', { name: w.customType }), 'Engrave a name');
    await user.upload(fileInput(), [picture('front.png'), picture('receipt.pdf', 'application/pdf')]);
    // Added once their first bytes are read.
    await waitFor(() => expect(within(screen.getByRole('list', { name: w.chosen })).getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: w.send }));

    expect(await screen.findByText(w.notSent)).toBeInTheDocument();
    if (answer === 'code=422') {
      // The server's field message beside its field, in the shopper's language.
      const message =
        language === 'en'
          ? 'The custom type field is required when type is custom.'
          : 'حقل وصف الصيانة المطلوبة إلزامي عند اختيار نوع مخصص.';
      expect(screen.getByRole('textbox', { name: w.customType })).toHaveAccessibleDescription(expect.stringContaining(message));
      // The contract's example refuses the first attachment: its message under the pictures.
      expect(screen.getByText(w.badAttachment)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: w.name })).toHaveValue('Mohammed Alqahtani');
    expect(screen.getByRole('textbox', { name: w.email })).toHaveValue('mohammed@goldstore.example');
    expect(screen.getByRole('textbox', { name: w.phone })).toHaveValue('0501234567');
    expect(screen.getByRole('radio', { name: w.custom })).toBeChecked();
    expect(screen.getByRole('textbox', { name: w.customType })).toHaveValue('Engrave a name');
    expect(screen.getByRole('textbox', { name: w.details })).toHaveValue('A 21K ring lost a side stone.');
    const chosen = screen.getByRole('list', { name: w.chosen });
    expect(within(chosen).getByRole('button', { name: w.remove('front.png') })).toBeInTheDocument();
    expect(within(chosen).getByRole('button', { name: w.remove('receipt.pdf') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: w.send })).toBeEnabled();
  });
});
