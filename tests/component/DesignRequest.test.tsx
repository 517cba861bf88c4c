// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../sdk';
import { DesignRequestPage } from '../../src/features/requests';
import { renderPage } from './renderPage';
import { forceUploadAnswer, picture, recordUploads, sentRequests } from './requestSupport';

recordUploads();

const words = {
  en: {
    name: /^Full name/,
    email: /^Email/,
    phone: /^Phone number/,
    details: /^Details/,
    karat21: '21K',
    noKarat: 'No preference',
    budget: /^Budget/,
    budgetTyped: '2500.50',
    notNumeric: 'Value must be numeric',
    send: 'Send request',
    required: 'Value is required',
    badEmail: 'Value is not a valid email address',
    sent: /Request sent/,
    notSent: /The request was not sent/,
    chosen: 'Chosen pictures',
    refused: /Some files were not added/,
    onlyKinds: 'was not added: only JPG, PNG and WebP pictures and PDF files are accepted.',
    remove: (name: string) => `Remove ${name}`,
  },
  ar: {
    name: /^الاسم الكامل/,
    email: /^البريد الإلكتروني/,
    phone: /^رقم الجوال/,
    details: /^التفاصيل/,
    karat21: 'عيار 21',
    noKarat: 'بدون تفضيل',
    budget: /^الميزانية/,
    // Typed on an Arabic keyboard: Arabic-Indic digits and the Arabic decimal separator.
    budgetTyped: '٢٥٠٠٫٥٠',
    notNumeric: 'يجب أن تكون القيمة رقمية',
    send: 'إرسال الطلب',
    required: 'هذا الحقل مطلوب',
    badEmail: null,
    sent: /تم إرسال الطلب/,
    notSent: /لم يتم إرسال الطلب/,
    chosen: 'الصور المختارة',
    refused: /لم تتم إضافة بعض الملفات/,
    onlyKinds: 'تُقبل صور JPG وPNG وWebP وملفات PDF فقط.',
    remove: (name: string) => `إزالة ${name}`,
  },
};

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

async function typeInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe.each(['en', 'ar'] as const)('the design request (%s)', (language: Language) => {
  const w = words[language];

  it('checks the rules before sending: the details required, a well-formed e-mail, a numeric budget', async () => {
    await renderPage(language, { ui: () => <DesignRequestPage /> });
    const user = userEvent.setup();
    await typeInto(user, await screen.findByRole('textbox', { name: w.email }), 'not-an-email');
    await typeInto(user, screen.getByRole('textbox', { name: w.budget }), '2,500 riyals');
    await user.click(screen.getByRole('button', { name: w.send }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: w.details })).toHaveAccessibleDescription(expect.stringContaining(w.required)),
    );
    expect(screen.getByRole('textbox', { name: w.name })).toHaveAccessibleDescription(expect.stringContaining(w.required));
    if (w.badEmail) expect(screen.getByRole('textbox', { name: w.email })).toHaveAccessibleDescription(w.badEmail);
    expect(screen.getByRole('textbox', { name: w.email })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: w.budget })).toHaveAccessibleDescription(expect.stringContaining(w.notNumeric));
    expect(sentRequests).toHaveLength(0);
  });

  it('sends the details, the karat, the budget and a sketch as multipart for a signed-in shopper, then resets', async () => {
    await renderPage(language, { ui: () => <DesignRequestPage />, shopper: 'new' });
    // As a drop: the picker's filter does not apply, the form's own check does.
    const user = userEvent.setup({ applyAccept: false });
    await typeInto(user, await screen.findByRole('textbox', { name: w.details }), 'A name necklace with a heart.');
    expect(screen.getByRole('radio', { name: w.noKarat })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: w.karat21 }));
    await typeInto(user, screen.getByRole('textbox', { name: w.budget }), w.budgetTyped);
    await user.upload(fileInput(), [picture('sketch.svg', 'image/svg+xml'), picture('sketch.png')]);
    // An SVG can carry script: refused by its bytes, with the kinds taken, in the shopper's language.
    const refusal = within(await screen.findByRole('alert', { name: w.refused })).getByRole('listitem');
    expect(refusal).toHaveTextContent('sketch.svg');
    expect(refusal).toHaveTextContent(w.onlyKinds);
    // The picture is shown only as an image of a blob: address.
    const chosen = screen.getByRole('list', { name: w.chosen });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    expect(chosen.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
    await user.click(screen.getByRole('button', { name: w.send }));
    expect(await screen.findByText(/^DSN-2025-\d{6}$/)).toBeInTheDocument();

    const { url, body } = sentRequests[0]!;
    expect(url).toMatch(/\/design-requests$/);
    expect(body.get('details')).toBe('A name necklace with a heart.');
    expect(body.get('phone')).toBe('+966501234567');
    expect(body.get('karat')).toBe('21');
    expect(body.get('budget')).toBe('2500.5');
    expect(body.has('notes')).toBe(false);
    expect((body.getAll('attachments') as File[]).map((file) => file.name)).toEqual(['sketch.png']);
    expect(screen.getByRole('textbox', { name: w.details })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: w.budget })).toHaveValue('');
    expect(screen.getByRole('radio', { name: w.noKarat })).toBeChecked();
    expect(screen.queryByRole('list', { name: w.chosen })).not.toBeInTheDocument();
  });

  it('keeps the details and the pictures when the store fails', async () => {
    forceUploadAnswer('code=500');
    await renderPage(language, { ui: () => <DesignRequestPage />, shopper: 'new' });
    const user = userEvent.setup();
    await typeInto(user, await screen.findByRole('textbox', { name: w.details }), 'A bracelet of 21K gold.');
    await user.upload(fileInput(), [picture('one.png'), picture('two.webp', 'image/webp')]);
    // Added once their first bytes are read.
    await waitFor(() => expect(within(screen.getByRole('list', { name: w.chosen })).getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: w.send }));
    expect(await screen.findByText(w.notSent)).toBeInTheDocument();
    // No karat chosen and no budget typed: neither is sent.
    expect(sentRequests[0]!.body.has('karat')).toBe(false);
    expect(sentRequests[0]!.body.has('budget')).toBe(false);
    expect(screen.getByRole('textbox', { name: w.details })).toHaveValue('A bracelet of 21K gold.');
    const chosen = screen.getByRole('list', { name: w.chosen });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    expect(within(chosen).getByRole('button', { name: w.remove('two.webp') })).toBeInTheDocument();
  });
});
