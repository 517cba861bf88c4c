import { expect, type Page, type Request } from '@playwright/test';
import { test } from './fixtures';
import { applePayStandIn } from './applePayStandIn';
import { CART_TOTAL, checkoutFromCart, countRequests, fillPersonalId, PLACED_ORDER, WORDS as BUYING } from './buying-support';
import { signInWithCookie, useLanguage as storeLanguageFor } from './support';

// Apple Pay and STC Pay at checkout, on the mock gateway (mocks/README.md "Wallets"). Chromium has
// no Apple Pay: the tests that pay with it put a stand-in ApplePaySession in the page themselves
// (tests/e2e/applePayStandIn.ts); the store never ships one.

const WORDS = {
  en: { ...BUYING.en, applePay: /^Apple Pay/, payWithApplePay: 'Pay with Apple Pay', stcPay: /^STC Pay/, mobile: /^Mobile number registered with STC Pay/, payWithStc: /^Pay .* with STC Pay$/, code: /^One-time code/, confirm: 'Confirm payment', wrongCode: 'The code is not right', completePayment: 'Complete payment' },
  ar: { ...BUYING.ar, applePay: /^Apple Pay/, payWithApplePay: 'الدفع عبر Apple Pay', stcPay: /^STC Pay/, mobile: /^رقم الجوال المسجل في STC Pay/, payWithStc: /^ادفع .* عبر STC Pay$/, code: /^رمز التحقق لمرة واحدة/, confirm: 'تأكيد الدفع', wrongCode: 'الرمز غير صحيح', completePayment: 'إتمام الدفع' },
} as const;
type Words = (typeof WORDS)['en' | 'ar'];

const ORDER_DETAILS = new RegExp(`/OrderDetails/${PLACED_ORDER.id}$`);

test.describe.configure({ timeout: 90_000 });

/** The store's own API calls' bodies: none may hold a wallet's token or a one-time code. */
function apiBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/')) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

async function expectPaid(page: Page, w: Words) {
  await expect(page).toHaveURL(ORDER_DETAILS);
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: w.paymentCompleted })).toBeVisible();
  await expect(main.getByRole('region', { name: w.paymentSection, exact: true })).toContainText(w.paid);
}

test('Chromium without Apple Pay never offers it (en)', async ({ page, context, baseURL }) => {
  const w = WORDS.en;
  await signInWithCookie(context, baseURL!);
  await storeLanguageFor(page, 'en');
  await checkoutFromCart(page, w);
  const main = page.getByRole('main');
  await expect(main.getByRole('radio', { name: w.stcPay })).toBeVisible();
  await expect(main.getByRole('radio', { name: w.applePay })).toHaveCount(0);
  await expect(page.getByRole('button', { name: w.payWithApplePay })).toHaveCount(0);
});

test('Apple Pay: the sheet at the press, the merchant validated and the token paid at the gateway, to a paid order (ar)', async ({ page, context, baseURL }) => {
  const w = WORDS.ar;
  await page.addInitScript(applePayStandIn, { outcome: 'pay' as const });
  await signInWithCookie(context, baseURL!);
  await storeLanguageFor(page, 'ar');
  const bodies = apiBodies(page);
  const gatewayPayments = countRequests(page, 'post', '/gateway/v1/payments');
  const recorded = countRequests(page, 'post', `/api/v1/orders/${PLACED_ORDER.id}/pay`);
  await checkoutFromCart(page, w);
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: w.applePay }).click();
  await fillPersonalId(page, w);
  await main.getByRole('button', { name: w.payWithApplePay }).click();

  await expectPaid(page, w);
  const record = await page.evaluate(() => window.__applePayStandIn);
  // The sheet asked for the order's total in riyals with the store's networks, and was told it paid.
  expect(JSON.stringify(record?.sessions[0]?.request)).toContain('"amount":"13300.00"');
  expect(JSON.stringify(record?.sessions[0]?.request)).toContain('"mada"');
  expect(gatewayPayments.count).toBe(1);
  expect(recorded.count).toBe(1);
  expect(bodies.some((body) => body.includes('paymentData'))).toBe(false);
});

test('Apple Pay cancelled: the order is placed and waits with "Complete payment" (en)', async ({ page, context, baseURL }) => {
  const w = WORDS.en;
  await page.addInitScript(applePayStandIn, { outcome: 'cancel' as const });
  await signInWithCookie(context, baseURL!);
  await storeLanguageFor(page, 'en');
  await checkoutFromCart(page, w);
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: w.applePay }).click();
  await fillPersonalId(page, w);
  await main.getByRole('button', { name: w.payWithApplePay }).click();

  await expect(page).toHaveURL(ORDER_DETAILS);
  const pay = main.getByRole('region', { name: w.completePayment });
  await expect(pay).toContainText(CART_TOTAL);
  await expect(pay.getByRole('button', { name: w.payWithApplePay })).toBeVisible();
});

test('STC Pay: the mobile in Arabic-Indic digits, a wrong code said and the number kept, the right one pays (ar)', async ({ page, context, baseURL }) => {
  const w = WORDS.ar;
  await signInWithCookie(context, baseURL!);
  await storeLanguageFor(page, 'ar');
  const bodies = apiBodies(page);
  await checkoutFromCart(page, w);
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: w.stcPay }).click();
  await main.getByRole('textbox', { name: w.mobile }).fill('٠٥١٢٣٤٥٦٧٨');
  await fillPersonalId(page, w);
  await main.getByRole('button', { name: w.payWithStc }).click();

  const code = main.getByRole('textbox', { name: w.code });
  await expect(code).toBeFocused();
  await code.fill('111111');
  await main.getByRole('button', { name: w.confirm }).click();
  await expect(main.getByText(w.wrongCode)).toBeVisible();
  await expect(main.getByText('0512345678')).toBeVisible();

  await code.fill('١٢٣٤٥٦');
  await main.getByRole('button', { name: w.confirm }).click();
  await expectPaid(page, w);
  expect(bodies.some((body) => /otp|"111111"|"123456"/.test(body))).toBe(false);
});
