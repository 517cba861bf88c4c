// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '../../src/features/auth/screens/LoginPage';
import { errors, successes } from '../../src/shared/messages';
import { contract, deref, mockApi } from '../contract/contract';
import { forceAnswer } from './apiSpies';
import { getCookie } from './documentCookies';
import { renderPage } from './renderPage';

const login = deref(contract.paths['/user/auth/login'].post);
const credentials = login.requestBody.content['application/json'].examples.en.value as { email: string; password: string };

const showLogin = (language: 'ar' | 'en') => renderPage(language, { path: '/login', ui: LoginPage });

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^(Email|البريد الإلكتروني)/ }), email);
  await user.type(screen.getByLabelText(/^(Password|كلمة المرور)/), password);
  return user;
}

describe('the login page', () => {
  it.each([
    ['en', 'Log in', 'Value is required'],
    ['ar', 'تسجيل الدخول', 'هذا الحقل مطلوب'],
  ] as const)('in %s, names itself and refuses an empty form', async (language, heading, required) => {
    await showLogin(language);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: heading }));
    expect(await screen.findAllByText(required)).toHaveLength(2);
  });

  it('checks the email when the shopper leaves the field', async () => {
    await showLogin('en');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'mohammed@');
    await user.tab();
    expect(await screen.findByText('Value is not a valid email address')).toBeInTheDocument();
  });

  it('links to registration and password recovery', async () => {
    await showLogin('en');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/Register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgetPassword');
  });

  it('lets the shopper see the password they typed', async () => {
    await showLogin('en');
    const user = await fillIn('a@b.co', 'Gold@2025');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)('signs the shopper in (%s): token in the jwt cookie, a success toast', async (language) => {
    const { auth } = await showLogin(language);
    const user = await fillIn(credentials.email, credentials.password);
    await user.click(screen.getByRole('button', { name: language === 'en' ? 'Log in' : 'تسجيل الدخول' }));
    expect(await screen.findByText(i18n._(successes.login))).toBeInTheDocument();
    await waitFor(() => expect(auth.current?.isAuthenticated).toBe(true));
    expect(auth.current?.user?.email).toBe(credentials.email);
    // The cookie holds the session the mock gave: its profile is the one signed in.
    const token = getCookie('jwt');
    const profile = await fetch(`${mockApi}/user/profile`, { headers: { Authorization: `Bearer ${token}`, JWT: token! } });
    expect((await profile.json()).data.user.email).toBe(credentials.email);
  });

  it('says the email or password is incorrect on a 401, and keeps what was typed', async () => {
    const { auth } = await showLogin('en');
    forceAnswer('code=401');
    const user = await fillIn(credentials.email, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(i18n._(errors.loginIncorrect))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue(credentials.email);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-password');
    expect(auth.current?.isAuthenticated).toBe(false);
    expect(getCookie('jwt')).toBeUndefined();
  });

  it.each([
    ['ar', 'يرجى تأكيد البريد الإلكتروني'],
    ['en', 'Please Verify Email Address'],
  ] as const)('sends an unverified shopper to VerifyEmail with the email (%s)', async (language, message) => {
    const { router } = await showLogin(language);
    forceAnswer('code=422, example=unverified');
    const user = await fillIn(credentials.email, credentials.password);
    await user.click(screen.getByRole('button', { name: language === 'en' ? 'Log in' : 'تسجيل الدخول' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/VerifyEmail'));
    expect(router.state.location.search).toEqual({ email: credentials.email });
  });

  it('shows the field errors of another 422 on the fields', async () => {
    await showLogin('en');
    forceAnswer('code=422, example=en');
    const user = await fillIn(credentials.email, credentials.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The email field must be a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('The password field is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue(credentials.email);
  });
});
