// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RegisterPage } from '../../src/features/auth/screens/RegisterPage';
import { successes } from '../../src/shared/messages';
import { forceAnswer, recordCalls } from './apiSpies';
import { getCookie } from './documentCookies';
import { renderPage } from './renderPage';

const showRegister = (language: 'ar' | 'en') => renderPage(language, { path: '/Register', ui: RegisterPage });

/** The registrations the page sends. */
const recordRegistrations = () => recordCalls({ path: '/user/auth/register', method: 'POST' });

const field = (name: RegExp) => screen.getByRole('textbox', { name });

/**
 * Pasted rather than typed key by key: the rules are the same, and the whole form typed took up to
 * 30 s on a busy machine, the test's whole time.
 */
async function write(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}

async function fillIn({ phone = '0501234567', confirmation = 'Gold@2025' } = {}) {
  const user = userEvent.setup();
  await write(user, await screen.findByRole('textbox', { name: /^First name/ }), 'Mohammed');
  await write(user, field(/^Last name/), 'Alqahtani');
  await write(user, field(/^Email/), 'mohammed@goldstore.example');
  await write(user, screen.getByRole('textbox', { name: /^Phone number/ }), phone);
  await user.click(screen.getByRole('radio', { name: 'Male' }));
  await write(user, screen.getByLabelText(/^Password/), 'Gold@2025');
  await write(user, screen.getByLabelText(/^Confirm password/), confirmation);
  await user.click(screen.getByRole('checkbox'));
  return user;
}

/**
 * Opens the birth date's calendar (on the decades, a birth date being years back) and picks 14 May
 * 1990. jsdom lays nothing out, so the calendar's popover counts as detached from its field and is
 * hidden (display: none): its buttons are found with `hidden: true`.
 */
async function pickBirthDate(label: RegExp, previousDecade: string, may: string, day: string) {
  // Mantine's calendar has many ancestors: checking each one's pointer-events at every click is slow.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const inCalendar = (name: string) => screen.findByRole('button', { name, hidden: true });
  await user.click(await screen.findByRole('button', { name: label }));
  const previous = await inCalendar(previousDecade);
  for (let back = 0; back < 10 && !screen.queryByRole('button', { name: '1990', hidden: true }); back++) await user.click(previous);
  await user.click(await inCalendar('1990'));
  await user.click(await inCalendar(may));
  await user.click(await inCalendar(day));
  await waitFor(() => expect(screen.getByRole('button', { name: label })).toHaveTextContent(day));
}

describe('the register page', () => {
  it.each([
    ['en', 'Create an account', 'Create account', 'Value is required', 'Phone number is required', 'Terms and conditions must be agreed upon'],
    ['ar', 'إنشاء حساب', 'إنشاء الحساب', 'هذا الحقل مطلوب', 'رقم الجوال مطلوب', 'يجب الموافقة على الشروط والأحكام'],
  ] as const)('in %s, refuses an empty form field by field', async (language, heading, submit, required, phoneRequired, terms) => {
    await showRegister(language);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: submit }));
    // First and last name, email, gender, password and its confirmation.
    expect(await screen.findAllByText(required)).toHaveLength(6);
    expect(screen.getByText(phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(terms)).toBeInTheDocument();
  });

  it('starts with Saudi Arabia (+966) as the phone country', async () => {
    await showRegister('en');
    const country = await screen.findByLabelText(/^Country code/, { selector: 'input' });
    expect(country).toHaveValue('Saudi Arabia');
    // The dial code sits at the start of the field, left to right even in Arabic.
    expect(within(country.parentElement!).getByText('+966')).toHaveAttribute('dir', 'ltr');
  });

  it.each([
    ['5012', 'Phone number is too short'],
    ['50123456789', 'Phone number is too long'],
    ['50abc4567', 'Invalid phone number'],
  ])('checks the phone %s with libphonenumber-js', async (phone, message) => {
    await showRegister('en');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Phone number/ }), phone);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('takes at most 11 digits of phone', async () => {
    await showRegister('en');
    expect(await screen.findByRole('textbox', { name: /^Phone number/ })).toHaveAttribute('maxLength', '11');
  });

  it.each([
    ['en', 'The value must be equal to the other value'],
    ['ar', 'يجب أن تطابق القيمة القيمة الأخرى'],
  ] as const)('refuses a confirmation that differs from the password (%s)', async (language, message) => {
    await showRegister(language);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^(Password|كلمة المرور)/), 'Gold@2025');
    await user.type(screen.getByLabelText(/^(Confirm password|تأكيد كلمة المرور)/), 'Gold@2024');
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('wants a password of at least 8 characters', async () => {
    await showRegister('en');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Password/), 'short');
    await user.tab();
    expect(await screen.findByText('This field should be at least 8 characters long')).toBeInTheDocument();
  });

  it('registers, asks to verify the email, and does not sign in yet', async () => {
    const { router, auth } = await showRegister('en');
    const sent = recordRegistrations();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(i18n._(successes.registered))).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/VerifyEmail'));
    expect(router.state.location.search).toEqual({ email: 'mohammed@goldstore.example' });
    expect(sent[0]!.body).toMatchObject({ phone: '501234567', dialcode: '+966', country_code: 'SA', gender: 'male', terms: true });
    expect(sent[0]!.body).not.toHaveProperty('birth_date');
    expect(auth.current?.isAuthenticated).toBe(false);
    expect(getCookie('jwt')).toBeUndefined();
  });

  it.each([
    ['en', /^Birth date/, 'Previous decade', 'May', '14 May 1990'],
    ['ar', /^تاريخ الميلاد/, 'العقد السابق', 'مايو', '14 مايو 1990'],
  ] as const)('in %s, picks the birth date on the calendar the profile uses, not the browser’s date field', async (language, label, previousDecade, may, day) => {
    await showRegister(language);
    await pickBirthDate(label, previousDecade, may, day);
    // The browser's own date field wrote mm/dd/yyyy whatever the language.
    expect(document.querySelector('input[type="date"]')).toBeNull();
  });

  it('sends the picked birth date as yyyy-mm-dd', async () => {
    await showRegister('en');
    const sent = recordRegistrations();
    await pickBirthDate(/^Birth date/, 'Previous decade', 'May', '14 May 1990');
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(sent[0]?.body).toMatchObject({ birth_date: '1990-05-14' }));
  });

  it('shows the first server message of email, phone, dialcode or country_code, and each on its field', async () => {
    const { router } = await showRegister('ar');
    forceAnswer('code=422, example=taken');
    const user = userEvent.setup();
    await write(user, await screen.findByRole('textbox', { name: /^الاسم الأول/ }), 'محمد');
    await write(user, field(/^اسم العائلة/), 'القحطاني');
    await write(user, field(/^البريد الإلكتروني/), 'mohammed@goldstore.example');
    await write(user, screen.getByRole('textbox', { name: /^رقم الجوال/ }), '501234567');
    await user.click(screen.getByRole('radio', { name: 'ذكر' }));
    await write(user, screen.getByLabelText(/^كلمة المرور/), 'Gold@2025');
    await write(user, screen.getByLabelText(/^تأكيد كلمة المرور/), 'Gold@2025');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));

    // The toast, and the same words under the email field.
    await waitFor(() => expect(screen.getAllByText('البريد الإلكتروني مستخدم بالفعل.')).toHaveLength(2));
    expect(field(/^البريد الإلكتروني/)).toHaveAccessibleDescription('البريد الإلكتروني مستخدم بالفعل.');
    expect(screen.getByRole('textbox', { name: /^رقم الجوال/ })).toHaveAccessibleDescription('رقم الجوال مستخدم بالفعل.');
    expect(screen.getByText('رمز الاتصال الدولي لا يطابق الدولة المختارة.')).toBeInTheDocument();
    // Nothing typed is lost, and the shopper stays here.
    expect(field(/^البريد الإلكتروني/)).toHaveValue('mohammed@goldstore.example');
    expect(screen.getByRole('textbox', { name: /^رقم الجوال/ })).toHaveValue('501234567');
    expect(router.state.location.pathname).toBe('/Register');
    expect(within(document.body).queryByText(i18n._(successes.registered))).toBeNull();
  });
});
