import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { CART_TOTAL, checkoutFromCart, countRequests, fillPersonalId, PLACED_ORDER, WORDS as BUYING } from './buying-support';
import { signInWithCookie, useLanguage as storeLanguageFor } from './support';

// Instalments as a shopper meets them at checkout, on the mock (mocks/README.md "Instalments"):
// the example cart's 13,300 SAR is above Tabby's 10,000 SAR and within Tamara's 20,000, so Tabby
// is greyed with its limits and Tamara, once its pre-check says yes, hands the shopper to its
// hosted page and back to the order with its state.

const WORDS = {
  en: { ...BUYING.en, tabby: /^Tabby/, tamara: /^Tamara/, tabbyLimits: /Tabby is for orders from 10\.00\sSAR to 10,000\.00\sSAR/, continueToTamara: 'Continue to Tamara', cancelled: 'Payment cancelled', completePayment: 'Complete payment' },
  ar: { ...BUYING.ar, tabby: /^تابي/, tamara: /^تمارا/, tabbyLimits: /تابي .*10\.00.*10,000\.00/, continueToTamara: 'المتابعة إلى تمارا', cancelled: 'تم إلغاء الدفع', completePayment: 'إتمام الدفع' },
} as const;

const ORDER_DETAILS = new RegExp(`/OrderDetails/${PLACED_ORDER.id}$`);

test.describe.configure({ timeout: 90_000 });

/** Checkout with Tamara chosen (its pre-check answered), the personal ID typed. */
async function chooseTamara(page: Page, w: (typeof WORDS)['en' | 'ar']) {
  await checkoutFromCart(page, w);
  const main = page.getByRole('main');
  const tabby = main.getByRole('radio', { name: w.tabby });
  await expect(tabby).toBeDisabled();
  await expect(tabby).toHaveAccessibleDescription(w.tabbyLimits);
  const tamara = main.getByRole('radio', { name: w.tamara });
  await expect(tamara).toBeEnabled();
  await tamara.click();
  await fillPersonalId(page, w);
}

/** On the mock provider's hosted page: press one of its buttons. */
async function answerProvider(page: Page, decision: 'Approve' | 'Decline' | 'Cancel') {
  await expect(page).toHaveURL(/\/providers\/tamara\//);
  await expect(page.getByText(`${CART_TOTAL}`).first()).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${decision}`) }).click();
}

test('Tamara: pre-checked, on to its page, approved: the order is paid (ar)', async ({ page, context, baseURL }) => {
  const w = WORDS.ar;
  await signInWithCookie(context, baseURL!);
  await storeLanguageFor(page, 'ar');
  const preChecks = countRequests(page, 'post', '/api/v1/checkout/pre-check');
  await chooseTamara(page, w);
  expect(preChecks.count).toBe(1);
  await page.getByRole('main').getByRole('button', { name: w.continueToTamara }).click();
  await answerProvider(page, 'Approve');

  await expect(page).toHaveURL(ORDER_DETAILS);
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: w.paymentCompleted })).toBeVisible();
  await expect(main.getByRole('region', { name: w.paymentSection, exact: true })).toContainText(w.paid);
});

test('Tamara cancelled on its page: the order waits with "Complete payment", started again and approved (en)', async ({ page, context, baseURL }) => {
  const w = WORDS.en;
  await signInWithCookie(context, baseURL!);
  await storeLanguageFor(page, 'en');
  const placing = countRequests(page, 'post', '/api/v1/orders');
  const plans = countRequests(page, 'post', `/api/v1/orders/${PLACED_ORDER.id}/instalment-plan`);
  await chooseTamara(page, w);
  await page.getByRole('main').getByRole('button', { name: w.continueToTamara }).click();
  await answerProvider(page, 'Cancel');

  await expect(page).toHaveURL(ORDER_DETAILS);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert').filter({ hasText: w.cancelled })).toBeVisible();
  const pay = main.getByRole('region', { name: new RegExp(`^(${w.completePayment}|${w.payAgain})$`) });
  await expect(pay).toContainText(CART_TOTAL);
  await pay.getByRole('button', { name: w.continueToTamara }).click();
  await answerProvider(page, 'Approve');
  await expect(main.getByRole('status').filter({ hasText: w.paymentCompleted })).toBeVisible();
  expect(placing.count).toBe(1);
  expect(plans.count).toBe(2);
});

test('a shopper the provider refuses sees Tamara greyed with its reason, and can pay another way (en)', async ({ page, context, baseURL, request }) => {
  // The mock's providers refuse a shopper whose e-mail starts with "rejected", as Tabby's sandbox does.
  const answer = await request.post('/api/v1/user/auth/login', {
    headers: { lang: 'en' },
    data: { email: `rejected-${Date.now()}@example.com`, password: 'Secret123' },
  });
  expect(answer.ok()).toBe(true);
  const token: string = (await answer.json()).data.token;
  await context.addCookies([{ name: 'jwt', value: token, url: baseURL! }]);
  await storeLanguageFor(page, 'en');
  const w = WORDS.en;
  await checkoutFromCart(page, w);
  const main = page.getByRole('main');
  const tamara = main.getByRole('radio', { name: w.tamara });
  await expect(tamara).toHaveAccessibleDescription(/Tamara is unable to approve|unable to approve/);
  await expect(tamara).toBeDisabled();
  await expect(main.getByRole('radio', { name: w.card })).toBeChecked();
});
