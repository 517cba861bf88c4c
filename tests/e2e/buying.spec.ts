import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  answerThreeDSecure,
  bankAccountIn,
  BANK_TRANSFER_SAVING,
  BANK_TRANSFER_TOTAL,
  CART_TOTAL,
  checkoutFromCart,
  countRequests,
  definitionOf,
  fillCard,
  fillPersonalId,
  GOOD_CARD,
  placeButton,
  PLACED_ORDER,
  settle,
  slowDownPlacing,
  strictAxeViolations,
  WORDS,
  type Words,
} from './buying-support';
// Aliased: support.ts's useLanguage is no React hook, whatever React's lint reads in its name.
import { signInWithCookie, useLanguage as storeLanguageFor, VIEWPORTS } from './support';

/** A signed-in shopper's page, in a language, at a phone's or a desktop's size. */
async function signedInAt(page: Page, context: BrowserContext, baseURL: string, language: 'ar' | 'en', size: keyof typeof VIEWPORTS) {
  await signInWithCookie(context, baseURL);
  await storeLanguageFor(page, language);
  await page.setViewportSize(VIEWPORTS[size]);
}

// The buying journey on the mock, as a signed-in shopper goes through it: the cart, checkout, a
// bank transfer or a card through the mock gateway and its 3-D Secure page, a declined card and
// paying again, and the one order a double press makes.
//
// Each test signs in as a shopper new to the mock's memory, whose cart is the contract's example
// and whose first order is ORD-5004: the list, the details and confirm-payment speak of the order
// placed, as a real backend's would.

const ORDER_DETAILS = new RegExp(`/OrderDetails/${PLACED_ORDER.id}$`);

/** Back from the gateway: the order's details, the gateway's return (id, status, message) gone from the address once confirmed. */
async function expectPaid(page: Page, w: Words) {
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: w.paymentCompleted })).toBeVisible();
  await expect(page).toHaveURL(ORDER_DETAILS);
  await expect(main.getByRole('heading', { level: 1, name: w.orderHeading(PLACED_ORDER.number) })).toBeVisible();
  await expect(main.getByRole('region', { name: w.paymentSection, exact: true })).toContainText(w.paid);
  await expect(main.getByRole('region', { name: w.payAgain })).toHaveCount(0);
}

/** The card journey up to the press of "Pay": card chosen (the default), card typed, personal ID. */
async function payByCard(page: Page, w: Words, card: typeof GOOD_CARD) {
  await checkoutFromCart(page, w);
  const main = page.getByRole('main');
  await expect(main.getByRole('radio', { name: w.card })).toBeChecked();
  await fillCard(main, w, card);
  await fillPersonalId(page, w);
  await expect(placeButton(page, w, 'card')).toContainText(CART_TOTAL);
}

// Whole journeys of many steps and page loads, on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

// Each journey in both languages, at both sizes between them; the one in Arabic on a desktop and
// the card one in English also press twice on a slow network (POST /orders held 1.5 s).
const BANK_TRANSFER_RUNS = [
  { language: 'ar', size: 'desktop', doublePress: true },
  { language: 'en', size: 'phone', doublePress: false },
] as const;

for (const { language, size, doublePress } of BANK_TRANSFER_RUNS) {
  const w = WORDS[language];
  const BANK_ACCOUNT = bankAccountIn(language);
  const how = doublePress ? 'a double click on a slow network, ' : '';

  test(`bank transfer: ${how}one order, its number, the amount after 3%, the account with a copy button, and the order in My orders (${language}, ${size})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await signedInAt(page, context, baseURL!, language, size);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    if (doublePress) await slowDownPlacing(page, 1500);
    const placing = countRequests(page, 'post', '/api/v1/orders');

    await checkoutFromCart(page, w);
    const main = page.getByRole('main');
    const bankTransfer = main.getByRole('radio', { name: w.bankTransfer });
    // The 3% is shown as an amount before the shopper chooses.
    await expect(bankTransfer).toContainText(BANK_TRANSFER_SAVING);
    await bankTransfer.click();
    await expect(bankTransfer).toBeChecked();
    await expect(main.getByRole('textbox', { name: w.cardNumber })).toHaveCount(0);
    const summary = main.getByRole('region', { name: w.orderSummary });
    await expect(definitionOf(summary, w.bankTransferDiscount)).toContainText(BANK_TRANSFER_SAVING);
    await expect(definitionOf(summary, w.total)).toContainText(BANK_TRANSFER_TOTAL);
    await fillPersonalId(page, w);
    const place = placeButton(page, w, 'bank_transfer');
    if (doublePress) await place.dblclick();
    else await place.click();

    // The order's own page, with the transfer instructions; the keyboard starts at their heading.
    await expect(page).toHaveURL(new RegExp(`/OrderDetails/${PLACED_ORDER.id}\\?placed=true$`));
    // The tab is named after the order (its route's head).
    await expect(page).toHaveTitle(new RegExp(PLACED_ORDER.number));
    await expect(main.getByRole('heading', { level: 2, name: w.placed })).toBeFocused();
    expect(placing.count).toBe(1);
    await expect(definitionOf(main, w.orderNumber)).toHaveText(PLACED_ORDER.number);
    await expect(definitionOf(main, w.amountToTransfer)).toContainText(BANK_TRANSFER_TOTAL);
    await expect(definitionOf(main, w.bank)).toHaveText(BANK_ACCOUNT.bank);
    await expect(definitionOf(main, w.accountName)).toHaveText(BANK_ACCOUNT.accountName);
    await expect(definitionOf(main, w.iban)).toContainText(BANK_ACCOUNT.ibanGrouped);
    await settle(page);
    expect.soft(await strictAxeViolations(page)).toEqual([]);
    await main.getByRole('button', { name: w.copyIban }).click();
    await expect(main.getByRole('button', { name: w.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(BANK_ACCOUNT.iban);
    // The "Copied" state lasts two seconds: it must be as readable as the rest (pointer moved off it).
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    expect.soft(await strictAxeViolations(page)).toEqual([]);

    // A reload keeps the instructions: the order itself says where to transfer.
    await page.reload();
    await expect(definitionOf(main, w.amountToTransfer)).toContainText(BANK_TRANSFER_TOTAL);
    await expect(definitionOf(main, w.iban)).toContainText(BANK_ACCOUNT.ibanGrouped);

    // My orders lists it, a bank transfer waiting for its payment.
    await main.getByRole('link', { name: w.myOrders, exact: true }).first().click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page).toHaveTitle(`${w.myOrders} | ${w.store}`);
    const entry =
      size === 'phone'
        ? main.getByRole('article', { name: PLACED_ORDER.number })
        : main.getByRole('row', { name: new RegExp(PLACED_ORDER.number) });
    await expect(entry).toContainText(w.bankTransferMethod);
    await expect(entry).toContainText(w.awaitingPayment);
    await expect(entry).toContainText(BANK_TRANSFER_TOTAL);
    expect(placing.count).toBe(1);
  });
}

test(`card: through 3-D Secure to the paid order's details (ar, phone)`, async ({ page, context, baseURL }) => {
  const w = WORDS.ar;
  await signedInAt(page, context, baseURL!, 'ar', 'phone');
  const recorded = countRequests(page, 'post', `/api/v1/orders/${PLACED_ORDER.id}/pay`);
  const confirmed = countRequests(page, 'post', `/api/v1/orders/${PLACED_ORDER.id}/confirm-payment`);
  await payByCard(page, w, GOOD_CARD);
  await placeButton(page, w, 'card').click();

  // The mock bank's page shows what is charged: the order's total, sent to the gateway in halalas.
  await expect(page).toHaveURL(/\/gateway\/3ds\//);
  await expect(page.getByText(`${CART_TOTAL} SAR`)).toBeVisible();
  expect(recorded.count).toBe(1);
  await answerThreeDSecure(page, 'confirm');
  await expectPaid(page, w);
  expect(confirmed.count).toBe(1);
});

test('card: a double click on a slow network, the gateway failing, "Pay" again: one order, through 3-D Secure to paid (en, desktop)', async ({
  page,
  context,
  baseURL,
}) => {
  const w = WORDS.en;
  await signedInAt(page, context, baseURL!, 'en', 'desktop');
  await slowDownPlacing(page, 1500);
  // The gateway fails the first payment (a 500), as a real one may.
  let gatewayCalls = 0;
  await page.route(
    (url) => url.pathname === '/gateway/v1/payments',
    (route) => {
      gatewayCalls += 1;
      return gatewayCalls === 1
        ? // The mock gateway answers its contract's 500 when asked (Prism's Prefer).
          route.continue({ headers: { ...route.request().headers(), prefer: 'code=500, example=api-error' } })
        : route.fallback();
    },
  );
  const placing = countRequests(page, 'post', '/api/v1/orders');
  const recorded = countRequests(page, 'post', `/api/v1/orders/${PLACED_ORDER.id}/pay`);
  const confirmed = countRequests(page, 'post', `/api/v1/orders/${PLACED_ORDER.id}/confirm-payment`);
  await payByCard(page, w, GOOD_CARD);
  const pay = placeButton(page, w, 'card');
  await pay.dblclick();

  // The order is placed once; its payment failed, and the page says the same order waits.
  await expect(page.getByRole('alert').filter({ hasText: w.paymentFailed })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: w.notPaidYet })).toBeVisible();
  expect(placing.count).toBe(1);
  expect(gatewayCalls).toBe(1);

  // Pressed again (the card typed is still there): the same order is paid, no second order.
  await pay.click();
  await expect(page).toHaveURL(/\/gateway\/3ds\//);
  await expect(page.getByText(`${CART_TOTAL} SAR`)).toBeVisible();
  expect(gatewayCalls).toBe(2);
  expect(recorded.count).toBe(1);
  await answerThreeDSecure(page, 'confirm');
  await expectPaid(page, w);
  expect(confirmed.count).toBe(1);
  expect(placing.count).toBe(1);
});

// A card declined by the bank on the 3-D Secure page. One declined at once by the gateway (its
// test card 4000 0000 0000 0002, no 3-D Secure) and paid again is remembered.spec's long day.
test('a card declined on the 3-D Secure page: "Error in payment" and the pay-again form, then paying again through 3-D Secure (en)', async ({
  page,
  context,
  baseURL,
}) => {
  const w = WORDS.en;
  await signedInAt(page, context, baseURL!, 'en', 'desktop');
  const placing = countRequests(page, 'post', '/api/v1/orders');
  const repaying = countRequests(page, 'post', `/api/v1/orders/${PLACED_ORDER.id}/repay`);
  await payByCard(page, w, GOOD_CARD);
  await placeButton(page, w, 'card').click();
  await answerThreeDSecure(page, 'decline');

  // The backend confirms the failure; the order waits to be paid again.
  await expect(page).toHaveURL(ORDER_DETAILS);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert').filter({ hasText: w.paymentFailed })).toBeVisible();
  const payAgain = main.getByRole('region', { name: w.payAgain });
  await expect(payAgain).toContainText(CART_TOTAL);
  await settle(page);
  expect.soft(await strictAxeViolations(page)).toEqual([]);

  await fillCard(payAgain, w, GOOD_CARD);
  await payAgain.getByRole('button', { name: w.pay }).click();
  await answerThreeDSecure(page, 'confirm');
  await expectPaid(page, w);
  expect(repaying.count).toBe(1);
  expect(placing.count).toBe(1);
});
