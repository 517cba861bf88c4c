import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { example } from './support';

// Shared by the buying journey's browser tests (buying, card-leak, a11y-buying): the words of the
// screens in each language, the test cards of the mock gateway, and the steps every journey takes.

export type Language = 'ar' | 'en';

export const WORDS = {
  en: {
    store: 'Gold Store',
    cart: 'Cart',
    checkout: 'Checkout',
    orderSummary: 'Order summary',
    card: /Card: mada, Visa or Mastercard/,
    bankTransfer: /Bank transfer/,
    bankTransferDiscount: 'Bank transfer discount',
    total: 'Total',
    bankTransferMethod: 'Bank transfer',
    personalId: /^National ID, iqama or passport number/,
    cardNumber: /^Card number/,
    expiry: /^Expiry date/,
    cvv: /^CVV/,
    cardHolder: /^Card holder name/,
    pay: /^Pay\b/,
    placeOrder: 'Place order',
    placed: 'Order placed successfully',
    orderNumber: 'Order number',
    amountToTransfer: 'Amount to transfer',
    bank: 'Bank',
    accountName: 'Account name',
    iban: 'IBAN',
    copyIban: 'Copy IBAN',
    copied: 'Copied',
    myOrders: 'My orders',
    paymentFailed: 'Error in payment',
    notPaidYet: 'Your order is placed, but not paid yet',
    paymentCompleted: 'Payment completed',
    payAgain: 'Pay again',
    paymentSection: 'Payment',
    paid: 'Paid',
    awaitingPayment: 'Awaiting payment',
    transactions: 'Transactions',
    quickLinks: 'Quick links',
    orderHeading: (number: string) => `Order ${number}`,
  },
  ar: {
    store: 'متجر الذهب',
    cart: 'السلة',
    checkout: 'إتمام الشراء',
    orderSummary: 'ملخص الطلب',
    card: /بطاقة: مدى أو فيزا أو ماستركارد/,
    bankTransfer: /تحويل بنكي/,
    bankTransferDiscount: 'خصم التحويل البنكي',
    total: 'الإجمالي',
    bankTransferMethod: 'تحويل بنكي',
    personalId: /^رقم الهوية الوطنية أو الإقامة أو جواز السفر/,
    cardNumber: /^رقم البطاقة/,
    expiry: /^تاريخ الانتهاء/,
    cvv: /^رمز التحقق CVV/,
    cardHolder: /^اسم حامل البطاقة/,
    pay: /^ادفع/,
    placeOrder: 'تأكيد الطلب',
    placed: 'تم تنفيذ الطلب بنجاح',
    orderNumber: 'رقم الطلب',
    amountToTransfer: 'المبلغ المطلوب تحويله',
    bank: 'البنك',
    accountName: 'اسم الحساب',
    iban: 'رقم الآيبان',
    copyIban: 'نسخ الآيبان',
    copied: 'تم النسخ',
    myOrders: 'طلباتي',
    paymentFailed: 'حدث خطأ في الدفع',
    notPaidYet: 'تم تسجيل طلبك، لكنه لم يُدفع بعد',
    paymentCompleted: 'تم الدفع بنجاح',
    payAgain: 'ادفع مرة أخرى',
    paymentSection: 'الدفع',
    paid: 'مدفوع',
    awaitingPayment: 'بانتظار الدفع',
    transactions: 'العمليات المالية',
    quickLinks: 'روابط سريعة',
    orderHeading: (number: string) => `الطلب ${number}`,
  },
} as const;

export type Words = (typeof WORDS)[Language];

/** A card as the shopper types it. */
export interface TestCard {
  number: string;
  expiry: string;
  cvv: string;
  name: string;
}

// Three years ahead, so the expiry never runs out under the tests.
const EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** A valid Visa test card: the mock gateway sends it through 3-D Secure. */
export const GOOD_CARD: TestCard = { number: '4111 1111 1111 1111', expiry: EXPIRY, cvv: '737', name: 'MOHAMMED ALQAHTANI' };
/** The mock gateway's test card that is declined at once (README "Card payments"). */
export const DECLINED_CARD: TestCard = { number: '4000 0000 0000 0002', expiry: EXPIRY, cvv: '737', name: 'MOHAMMED ALQAHTANI' };

// A new shopper's cart (GET /carts, the examples'): three lines, 13,250 SAR and 50 SAR delivery; above 10,000 SAR, so
// checkout asks for a personal ID. The bank transfer takes 3% of 13,250 off.
export const CART_TOTAL = '13,300.00';
export const BANK_TRANSFER_SAVING = '397.50';
export const BANK_TRANSFER_TOTAL = '12,902.50';
/** The first order a shopper new to the mock's memory places: 5004 (ORD-5004), after the examples' three. */
export const PLACED_ORDER = { id: 5004, number: 'ORD-5004' } as const;
/** The store's account for a bank transfer, as the contract's examples give it in each language. */
export function bankAccountIn(language: Language) {
  const account = example('post', '/orders', 201, language === 'ar' ? 'bank-transfer-ar' : 'bank-transfer').data.bank_account;
  return { bank: account.bank_name as string, accountName: account.account_name as string, iban: 'SA0380000000608010167519', ibanGrouped: 'SA03 8000 0000 6080 1016 7519' };
}

/** What follows a term of a definition list (<dt>…</dt><dd>…</dd>), for the confirmation's facts. */
export const definitionOf = (scope: Page | Locator, term: string): Locator =>
  scope.locator('dt').filter({ hasText: new RegExp(`^\\s*${term}\\s*$`) }).locator('xpath=following-sibling::dd[1]');

/** /cart with its three lines, then its "Checkout" (the summary's on a desktop, the sticky bar's on a phone). */
export async function checkoutFromCart(page: Page, w: Words): Promise<void> {
  await page.goto('/cart');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: w.cart })).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(3);
  await main.getByRole('link', { name: w.checkout }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(main.getByRole('heading', { level: 1, name: w.checkout })).toBeVisible();
  // The saved default address and the single courier are chosen already; the summary is there.
  await expect(main.getByRole('region', { name: w.orderSummary })).toBeVisible();
}

/** The personal ID checkout asks for above 10,000 SAR. */
export async function fillPersonalId(page: Page, w: Words): Promise<void> {
  await page.getByRole('textbox', { name: w.personalId }).fill('1234567890');
}

/** Types a card into the card fields inside `scope`. */
export async function fillCard(scope: Page | Locator, w: Words, card: TestCard): Promise<void> {
  await scope.getByRole('textbox', { name: w.cardNumber }).fill(card.number);
  await scope.getByRole('textbox', { name: w.expiry }).fill(card.expiry);
  await scope.getByRole('textbox', { name: w.cvv }).fill(card.cvv);
  await scope.getByRole('textbox', { name: w.cardHolder }).fill(card.name);
}

/** Checkout's one button: "Pay <total>" for a card, "Place order" for a bank transfer. */
export const placeButton = (page: Page, w: Words, method: 'card' | 'bank_transfer'): Locator =>
  page.getByRole('main').getByRole('button', { name: method === 'card' ? w.pay : w.placeOrder });

/** On the mock bank's 3-D Secure page (served by the mock, on the store's origin through the proxy): press a button. */
export async function answerThreeDSecure(page: Page, decision: 'confirm' | 'decline'): Promise<void> {
  await expect(page).toHaveURL(/\/gateway\/3ds\//);
  await page.getByRole('button', { name: decision === 'confirm' ? /^Confirm/ : /^Decline/ }).click();
}

/** The requests of one method to one path of this origin, counted as the page sends them. */
export function countRequests(page: Page, method: string, pathname: string | RegExp): { readonly count: number } {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== method.toUpperCase()) return;
    const path = new URL(request.url()).pathname;
    if (typeof pathname === 'string' ? path === pathname : pathname.test(path)) seen.push(request);
  });
  return {
    get count() {
      return seen.length;
    },
  };
}

/** Holds every POST /api/v1/orders for `ms` before sending it on (a slow network). */
export async function slowDownPlacing(page: Page, ms: number): Promise<void> {
  await page.route(
    (url) => url.pathname === '/api/v1/orders',
    async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, ms));
      await route.fallback();
    },
  );
}

/** Waits until the page has settled: its calls answered and the routed page's fade ended. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // The slide-fade of the routed page has ended (axe reads colours mid-fade otherwise).
  await page.waitForTimeout(400);
}

/**
 * axe-core's WCAG 2.2 AA checks, as support.ts's axeViolations, plus label-content-name-mismatch
 * (WCAG 2.5.3), which axe keeps among its "experimental" rules and so leaves out of a tag run.
 */
export async function strictAxeViolations(page: Page, include?: string): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  let builder = new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` [${n.any[0].message}]` : ''}`).slice(0, 5).join(' | ')}`,
  );
}
