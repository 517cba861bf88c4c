import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { example, forceSessionAnswer, scrollUntilVisible, startInLanguage, useLanguage } from './support';

// The frame around every page: the language dialog, the offline notice, the gold prices, the
// toasts of forced errors, the back-to-top button and the top strip's chat link.

const WORDS = {
  en: {
    languageButton: 'Change language, SAR',
    confirm: 'Confirm',
    close: 'Close',
    offline: 'You are currently offline. Please check your internet connection.',
    goldPrices: 'Live gold prices',
    usd: '$2,650.40',
    sar: 'SAR',
    email: 'Email',
    password: 'Password',
    logIn: 'Log in',
    incorrect: 'Email or Password is Incorrect',
    wentWrong: 'Something went wrong',
    backToTop: 'Back to top',
    vat: 'VAT:',
    taxNumber: 'Tax number:',
    chat: /^Chat with us/,
  },
  ar: {
    languageButton: 'تغيير اللغة، ر.س',
    confirm: 'تأكيد',
    close: 'إغلاق',
    offline: 'أنت غير متصل بالإنترنت حاليًا. يرجى التحقق من اتصالك.',
    goldPrices: 'أسعار الذهب المباشرة',
    usd: '2,650.40 $',
    sar: 'ر.س',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    logIn: 'تسجيل الدخول',
    incorrect: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    wentWrong: 'حدث خطأ ما',
    backToTop: 'العودة إلى الأعلى',
    vat: 'ضريبة القيمة المضافة:',
    taxNumber: 'الرقم الضريبي:',
    chat: /^تواصل معنا/,
  },
} as const;

const OTHER = { ar: 'en', en: 'ar' } as const;
const NAME = { ar: 'العربية', en: 'English' } as const;
const DIRECTION = { ar: 'rtl', en: 'ltr' } as const;

/** Marks the loaded page, so a test can tell whether it was reloaded since. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __marked: true }));
const isMarked = (page: Page) => page.evaluate(() => '__marked' in window);

// A few steps each, on a machine that may be busy: more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

for (const language of ['ar', 'en'] as const) {
  const w = WORDS[language];
  const other = OTHER[language];

  test(`the language dialog switches to the other language and keeps the current one (${language})`, async ({ page }) => {
    await startInLanguage(page, language);
    await page.goto('/');
    await markPage(page);

    // Confirming the current language changes nothing: no reload, the same language.
    await page.getByRole('link', { name: w.languageButton }).click();
    const dialog = page.locator('#modal_language');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: NAME[language] })).toBeChecked();
    await dialog.getByRole('button', { name: w.confirm }).click();
    await expect(dialog).toBeHidden();
    expect(await isMarked(page)).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    // Another choice is stored, and the page reloads in it, in its direction.
    await page.getByRole('link', { name: w.languageButton }).click();
    await dialog.getByRole('radio', { name: NAME[other] }).check();
    await dialog.getByRole('button', { name: w.confirm }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.locator('html')).toHaveAttribute('dir', DIRECTION[other]);
    await expect(page.getByRole('link', { name: WORDS[other].languageButton })).toBeVisible();
    expect(await isMarked(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(other);
  });

  test(`the offline notice shows while offline and can be closed (${language})`, async ({ page, context }) => {
    await useLanguage(page, language);
    await page.goto('/');
    await expect(page.getByRole('region', { name: w.goldPrices })).toBeVisible();
    const notice = page.getByRole('dialog').filter({ hasText: w.offline });

    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: w.close }).click();
    await expect(notice).toBeHidden();

    // Offline again: it comes back; online: it goes by itself.
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await context.setOffline(false);
    await expect(notice).toBeHidden();
  });

  test(`gold prices show with 2 decimals (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/');
    const strip = page.getByRole('region', { name: w.goldPrices });
    const grams = example('get', '/gold-today', 200, language);
    // The first load of the app may be slow on a busy machine.
    await expect(strip).toContainText(w.usd, { timeout: 15_000 });
    for (const value of [grams.price_gram_24k, grams.price_gram_21k, grams.price_gram_18k]) {
      // 318.55 → "318.55 SAR": always two decimals, with the riyal's label.
      await expect(strip).toContainText(`${value.toFixed(2)}\u00a0${w.sar}`);
    }
  });

  test(`forced errors toast the right text, in the right corner, newest on top (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await forceSessionAnswer(page, 'login', 'code=401');
    await page.goto('/login');
    await page.getByRole('textbox', { name: w.email, exact: true }).fill('mohammed@goldstore.example');
    await page.getByRole('textbox', { name: w.password, exact: true }).fill('wrong-password');
    const submit = page.getByRole('main').getByRole('button', { name: w.logIn, exact: true });
    await submit.click();
    const incorrect = page.getByRole('alert').filter({ hasText: w.incorrect });
    await expect(incorrect).toBeVisible();

    // English toasts sit top-left, Arabic ones top-right.
    const viewport = page.viewportSize()!;
    const box = (await incorrect.boundingBox())!;
    if (language === 'en') expect(box.x).toBeLessThan(40);
    else expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(box.y).toBeLessThan(40);

    // With the pointer on a toast, none closes; a 500 goes through the shared failure handler,
    // and the newer toast comes above the older one.
    await incorrect.hover();
    await page.unroute(() => true);
    await forceSessionAnswer(page, 'login', 'code=500');
    await page.getByRole('textbox', { name: w.password, exact: true }).press('Enter');
    const wentWrong = page.getByRole('alert').filter({ hasText: w.wentWrong });
    await expect(wentWrong).toBeVisible();
    await expect.poll(async () => (await incorrect.boundingBox())!.y - (await wentWrong.boundingBox())!.y).toBeGreaterThan(20);
    await page.waitForTimeout(3500);
    await expect(incorrect).toBeVisible();
    // What was typed stays.
    await expect(page.getByRole('textbox', { name: w.email, exact: true })).toHaveValue('mohammed@goldstore.example');

    // Once the pointer leaves, they close by themselves after 3 s.
    await page.mouse.move(viewport.width / 2, viewport.height - 10);
    await expect(incorrect).toBeHidden({ timeout: 6000 });
    await expect(wentWrong).toBeHidden({ timeout: 6000 });
  });

  test(`back to top shows past 20 px and scrolls up; the chat link has no plus (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/login');
    const backToTop = page.getByRole('button', { name: w.backToTop });
    await expect(page.getByRole('region', { name: w.goldPrices })).toBeVisible();
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();

    // The chat link is built from the phone number without its plus sign.
    const phone: string = example('get', '/general-settings', 200, language)
      .data.general_settings.find((setting: { key: string }) => setting.key === 'phone').value;
    const chat = page.getByRole('banner').getByRole('link', { name: w.chat });
    await expect(chat).toHaveAttribute('href', `https://wa.me/${phone.replace('+', '')}`);
    await expect(chat).toContainText(phone);
  });

  test(`the footer links every page of SPEC §2, with the year, VAT and tax number (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/About');
    const footer = page.getByRole('contentinfo');
    const pairs: { key: string; value: string }[] = example('get', '/general-settings', 200, language).data.general_settings;
    const setting = (key: string): string => pairs.find((pair) => pair.key === key)!.value;
    // The settings arrive with their own call after the first paint.
    await expect(footer).toContainText(`${w.vat} ${setting('po')}`, { timeout: 15_000 });
    await expect(footer).toContainText(`${w.taxNumber} ${setting('tax_number')}`);
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer).toContainText(setting('company'));
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const publicPages = ['/', '/Store', '/About', '/Contact', '/maintenance', '/design-request', '/public-questions', '/compliants'];
    for (const path of [...publicPages, '/Terms-and-Conditions', '/private-policy', '/usage-agreement', '/shipping-policy']) {
      expect(hrefs).toContain(path);
    }
    expect(hrefs).toContain(`mailto:${setting('email')}`);
    expect(hrefs).toContain(`https://wa.me/${setting('phone').replace('+', '')}`);
    for (const key of ['location', 'google_play_download_link', 'apple_store_download_link', 'facebook', 'instagram', 'twitter']) {
      expect(hrefs).toContain(setting(key));
    }
    const logo = footer.getByRole('img').first();
    expect((await logo.boundingBox())!.width).toBeLessThanOrEqual(120);
  });
}

test('an unknown stored language is reset to Arabic', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-language-set')) localStorage.setItem('language', 'fr');
    sessionStorage.setItem('e2e-language-set', 'yes');
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
});

test('the first page appears at once, and a page reached from it slides in (SPEC §2)', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/Store');
  const routedPage = page.locator('#main-content > div');
  const animation = () => routedPage.evaluate((element) => getComputedStyle(element).animationName);
  // A first load on a busy machine (the whole suite runs beside it) can take more than 5 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible({ timeout: 20_000 });
  expect(await animation()).toBe('none');

  // The footer, further down the page.
  const about = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
  await scrollUntilVisible(page, about);
  await about.click();
  await expect(page).toHaveURL(/\/About$/, { timeout: 15_000 });
  await expect.poll(animation).toMatch(/slide-fade/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(animation).toMatch(/slide-fade/);
});

// An animation that never ends repaints a page left open for ever (the live dot's pulse once cost
// a fifth of a core in Chromium on a page doing nothing): each one a page runs comes to an end.
test('a page left open animates nothing for ever: the live dot pulses a few times, then rests', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/Store');
  await expect(page.getByRole('region', { name: WORDS.en.goldPrices })).toContainText(WORDS.en.usd, { timeout: 15_000 });
  const endless = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
      .map((animation) => (animation.effect as KeyframeEffect | null)?.target?.className),
  );
  expect(endless).toEqual([]);
});
