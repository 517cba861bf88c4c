import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { useLanguage } from './support';

// A shopper's whole way in and out, on the mock: register, verify the email with the code (which
// signs them in), leave, log in again, use every item of the avatar menu, and log out. Each way is
// walked once, one in each language: the component tests say every message in both.

const WORDS = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone number',
    password: 'Password',
    confirmPassword: 'Confirm password',
    male: 'Male',
    terms: /usage agreement/,
    createAccount: 'Create account',
    registered: 'Registered successfully, please verify your email',
    digit1: 'Digit 1 of 6',
    verified: 'Email verified successfully',
    accountMenu: /^Account menu of /,
    logIn: 'Log in',
    loggedIn: 'Logged in successfully',
    loggedOut: 'Log out Successfully',
    logOut: 'Log out',
    menu: { Profile: 'Profile', Favourites: 'Favourites', Compare: 'Compare', 'My orders': 'My orders' },
    store: 'Gold Store',
  },
  ar: {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    password: 'كلمة المرور',
    confirmPassword: 'تأكيد كلمة المرور',
    male: 'ذكر',
    terms: /اتفاقية الاستخدام/,
    createAccount: 'إنشاء الحساب',
    registered: 'تم إنشاء الحساب بنجاح، يرجى تأكيد بريدك الإلكتروني',
    digit1: 'الرقم 1 من 6',
    verified: 'تم تأكيد البريد الإلكتروني بنجاح',
    accountMenu: /^قائمة حساب /,
    logIn: 'تسجيل الدخول',
    loggedIn: 'تم تسجيل الدخول بنجاح',
    loggedOut: 'تم تسجيل الخروج بنجاح',
    logOut: 'تسجيل الخروج',
    menu: { Profile: 'الملف الشخصي', Favourites: 'المفضلة', Compare: 'المقارنة', 'My orders': 'طلباتي' },
    store: 'متجر الذهب',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

const EMAIL = 'mohammed@goldstore.example';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function logIn(page: Page, w: Words) {
  await page.getByRole('textbox', { name: w.email, exact: true }).fill(EMAIL);
  await page.getByRole('textbox', { name: w.password, exact: true }).fill('secret-password');
  await page.getByRole('main').getByRole('button', { name: w.logIn, exact: true }).click();
  await expect(toast(page, w.loggedIn)).toBeVisible();
}

const [registerIn, returnIn] = ['ar', 'en'] as const;

test(`register, verify, log in, the avatar menu and log out (${registerIn})`, async ({ page }) => {
  const w = WORDS[registerIn];
  // A long journey of many steps: more time than a single-screen test on a busy 2-core machine.
  test.setTimeout(90_000);
  await useLanguage(page, registerIn);
  const header = page.getByRole('banner');

  // Register.
  await page.goto('/Register');
  await page.getByRole('textbox', { name: w.firstName, exact: true }).fill('Mohammed');
  await page.getByRole('textbox', { name: w.lastName, exact: true }).fill('Alqahtani');
  await page.getByRole('textbox', { name: w.email, exact: true }).fill(EMAIL);
  await page.getByRole('textbox', { name: w.phone, exact: true }).fill('501234567');
  await page.getByRole('radio', { name: w.male, exact: true }).check();
  await page.getByRole('textbox', { name: w.password, exact: true }).fill('secret-password');
  await page.getByRole('textbox', { name: w.confirmPassword, exact: true }).fill('secret-password');
  await page.getByRole('checkbox', { name: w.terms }).check();
  await page.getByRole('button', { name: w.createAccount }).click();
  await expect(toast(page, w.registered)).toBeVisible();

  // Verify the email with the code: the six digits in, the code is sent and the shopper is in.
  await expect(page).toHaveURL(/\/VerifyEmail\?email=mohammed%40goldstore\.example$/);
  await page.getByLabel(w.digit1).click();
  await page.keyboard.type('123456');
  await expect(toast(page, w.verified)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const avatar = header.getByRole('button', { name: w.accountMenu });
  await expect(avatar).toBeVisible();

  // Out, and in again with the password.
  await avatar.click();
  await page.getByRole('menuitem', { name: w.logOut }).click();
  await expect(header.getByRole('link', { name: w.logIn })).toBeVisible();
  await header.getByRole('link', { name: w.logIn }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, w);
  await expect(page).toHaveURL(/\/$/);

  // Every page of the avatar menu.
  for (const [, name] of Object.entries(w.menu)) {
    await avatar.click();
    await page.getByRole('menuitem', { name }).click();
    await expect(page).toHaveTitle(`${name} | ${w.store}`);
  }

  // Log out: the toast, the signed-out header, and home.
  await avatar.click();
  await page.getByRole('menuitem', { name: w.logOut }).click();
  await expect(toast(page, w.loggedOut)).toBeVisible();
  await expect(header.getByRole('link', { name: w.logIn })).toBeVisible();
  await expect(avatar).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'jwt')).toBeUndefined();
});

test(`a guest sent to log in from a login-needed page comes back to it (${returnIn})`, async ({ page }) => {
  const w = WORDS[returnIn];
  await useLanguage(page, returnIn);
  await page.goto('/Favorite');
  await expect(page).toHaveURL(/\/login\?redirect=%2FFavorite$/);
  await logIn(page, w);
  await expect(page).toHaveURL(/\/Favorite$/);
  await expect(page).toHaveTitle(`${w.menu.Favourites} | ${w.store}`);
});
