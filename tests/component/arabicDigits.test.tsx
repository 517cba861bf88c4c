// @vitest-environment jsdom
// Shoppers type numbers on an Arabic keyboard too: the phone fields and the emailed code's boxes
// take Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits as 0-9 (src/shared/digits.ts).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RegisterPage } from '../../src/features/auth/screens/RegisterPage';
import { VerifyEmailPage } from '../../src/features/auth/screens/VerifyEmailPage';
import { ComplaintPage, ContactPage } from '../../src/features/contact';
import { MaintenanceRequestPage } from '../../src/features/requests';
import { bodiesOf, recordCalls } from './apiSpies';
import { renderPage } from './renderPage';
import { recordUploads } from './requestSupport';
import { pasteInto } from './senderFormSupport';

// The maintenance page's attachments field needs jsdom's missing bits (document.fonts).
recordUploads();

const ARABIC_INDIC = '٠٥٠١٢٣٤٥٦٧';
const PERSIAN = '۰۵۰۱۲۳۴۵۶۷';

const pages: { page: string; ui: () => ReactNode }[] = [
  { page: 'Register', ui: RegisterPage },
  { page: 'Contact', ui: ContactPage },
  { page: 'Complaints', ui: ComplaintPage },
  { page: 'Maintenance', ui: () => <MaintenanceRequestPage /> },
];

const phoneBox = () => screen.findByRole('textbox', { name: /^رقم الجوال/ });

describe('a phone typed on an Arabic keyboard', () => {
  it.each(pages.flatMap(({ page, ui }) => [ARABIC_INDIC, PERSIAN].map((phone) => ({ page, ui, phone }))))(
    'passes the $page page’s phone check ($phone)',
    async ({ ui, phone }) => {
      await renderPage('ar', { ui });
      const user = userEvent.setup();
      await user.click(await phoneBox());
      await user.paste(phone);
      await user.tab();
      // As 0501234567 would: no "invalid phone number" under the field.
      expect(await phoneBox()).toHaveValue(phone);
      expect(await phoneBox()).not.toHaveAccessibleDescription();
    },
  );

  it('is sent as 0-9 from the contact page', async () => {
    await renderPage('ar', { ui: ContactPage });
    await phoneBox();
    const sent = recordCalls({ path: '/contact', method: 'POST' });
    const user = await pasteInto([
      [/^الاسم/, 'محمد القحطاني'],
      [/^البريد الإلكتروني/, 'mohammed@goldstore.example'],
      [/^رقم الجوال/, PERSIAN],
      [/^الموضوع/, 'سبائك الذهب'],
      [/^الرسالة/, 'هل ستتوفر سبيكة 50 جرام؟'],
    ]);
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    await waitFor(() => expect(bodiesOf(sent)).toHaveLength(1));
    expect(bodiesOf(sent)[0]).toMatchObject({ phone: '+966501234567' });
  });
});

describe('the emailed code typed on an Arabic keyboard', () => {
  it.each([
    ['Arabic-Indic', '١٢٣٤٥٦'],
    ['Eastern Arabic-Indic', '۱۲۳۴۵۶'],
  ])('fills the six boxes with %s digits, as 0-9, and sends them', async (_, code) => {
    await renderPage('ar', { ui: () => <VerifyEmailPage email="mohammed@goldstore.example" /> });
    const sent = recordCalls({ path: '/user/auth/verify-email', method: 'POST' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: 'الرقم 1 من 6' }));
    await user.keyboard(code);
    for (const [position, digit] of [...'123456'].entries()) {
      expect(screen.getByRole('textbox', { name: `الرقم ${position + 1} من 6` })).toHaveValue(digit);
    }
    // All six in: the code goes at once.
    await waitFor(() => expect(sent[0]?.body).toMatchObject({ email: 'mohammed@goldstore.example', code: '123456' }));
  });
});
