// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../sdk';
import { errors, validation } from '../../src/shared/messages';
import { bodiesOf, changeAnswer, forceAnswer, holdCalls, recordCalls, watchCalls } from './apiSpies';
import { renderPage } from './renderPage';
import { Route as CheckoutRoute } from '../../src/routes/_authenticated/checkout';

const NBSP = '\u00a0';
/** A price inside a plain string (an accessible name) is wrapped in isolation marks. */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** "Place order", once it can be pressed: a method just chosen waits for its held price first. */
async function pressPlace(name: string) {
  const place = screen.getByRole('button', { name });
  await waitFor(() => expect(place).toBeEnabled());
  await userEvent.click(place);
}

const WORDS = {
  en: {
    heading: 'Checkout',
    sections: ['Shipping address', 'Shipping company', 'Payment method', 'Coupon', 'Personal ID', 'Order summary'],
    receivers: ['Mohammed Alqahtani', 'Noura Al-Harbi'],
    courier: 'SMSA Express',
    days: '1–4 working days',
    bank: 'Bank transfer',
    card: 'Card: mada, Visa or Mastercard',
    pay: `Pay ${isolated(`13,300.00${NBSP}SAR`)}`,
    place: 'Place order',
    saving: `Extra 3% off: save 397.50${NBSP}SAR`,
    personalId: 'National ID, iqama or passport number',
    bankRow: 'Bank transfer discount',
    totalRow: 'Total',
  },
  ar: {
    heading: 'إتمام الشراء',
    sections: ['عنوان الشحن', 'شركة الشحن', 'طريقة الدفع', 'القسيمة', 'إثبات الهوية', 'ملخص الطلب'],
    receivers: ['محمد القحطاني', 'نورة الحربي'],
    courier: 'سمسا إكسبرس',
    days: 'من 1 إلى 4 أيام عمل',
    bank: 'تحويل بنكي',
    card: 'بطاقة: مدى أو فيزا أو ماستركارد',
    pay: `ادفع ${isolated(`13,300.00${NBSP}ر.س`)}`,
    place: 'تأكيد الطلب',
    saving: `خصم إضافي 3%: وفّر 397.50${NBSP}ر.س`,
    personalId: 'رقم الهوية الوطنية أو الإقامة أو جواز السفر',
    bankRow: 'خصم التحويل البنكي',
    totalRow: 'الإجمالي',
  },
} as const;

/** The checkout as its route draws it, with the order's page the route builds. */
const RouteComponent = CheckoutRoute.options.component!;
const Checkout = () => <RouteComponent />;

const showCheckout = (language: Language) => renderPage(language, { ui: Checkout, shopper: 'new' });

/** Text as the shopper reads it: the isolation marks around numbers are invisible. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2068\u2069]/g, '');

const summaryRegion = (language: Language) => screen.getByRole('region', { name: new RegExp(WORDS[language].sections[5]) });

/** The value the summary shows for a row name ("Total", "Bank transfer discount"). */
function summaryRow(language: Language, name: string): string | null {
  const row = within(summaryRegion(language)).queryByText(name, { selector: 'dt' });
  return row ? plain(row.nextElementSibling?.textContent) : null;
}

/** The calls to POST /orders the app sends. */
const watchOrders = () => recordCalls({ path: '/orders', method: 'POST' });

/** The price held at checkout, made smaller: the cart's lines worth `subtotal` SAR in all. */
const quoteWorth = (subtotal: number) =>
  changeAnswer({ path: '/checkout/quote', method: 'POST' }, (quote) => ({
    ...quote,
    data: { ...quote.data, subtotal, total: subtotal - quote.data.bank_transfer_discount + quote.data.delivery },
  }));

/** The mock's saved addresses with none marked as the default, so none is chosen at first. */
const addressesWithoutDefault = () =>
  changeAnswer({ path: '/addresses', method: 'GET' }, (answer) => ({
    ...answer,
    data: answer.data.map((address: object) => ({ ...address, is_default: false })),
  }));

describe('checkout', () => {
  it.each(['en', 'ar'] as const)('in %s, shows the steps with the saved addresses (the default chosen) and the courier', async (language) => {
    const words = WORDS[language];
    await showCheckout(language);
    expect(await screen.findByRole('heading', { level: 1, name: words.heading })).toBeInTheDocument();
    for (const section of words.sections) expect(await screen.findByRole('region', { name: new RegExp(section) })).toBeInTheDocument();

    const [home, other] = words.receivers.map((name) => screen.getByRole('radio', { name: new RegExp(name) }));
    expect(home).toHaveAttribute('aria-checked', 'true');
    expect(other).toHaveAttribute('aria-checked', 'false');
    const courier = screen.getByRole('radio', { name: new RegExp(words.courier) });
    expect(courier).toHaveAttribute('aria-checked', 'true');
    expect(plain(courier.textContent)).toContain(words.days);
    // Card is chosen at first; the bank transfer's 3% is shown as an amount before it is chosen.
    expect(screen.getByRole('radio', { name: new RegExp(words.card) })).toHaveAttribute('aria-checked', 'true');
    expect(plain(screen.getByRole('radio', { name: new RegExp(words.bank) }).textContent)).toContain(words.saving);
    expect(screen.getByRole('button', { name: words.pay })).toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)('in %s, takes 3% off the summary for a bank transfer, and puts it back for a card', async (language) => {
    const words = WORDS[language];
    await showCheckout(language);
    await screen.findByRole('button', { name: words.pay });
    expect(summaryRow(language, words.bankRow)).toBeNull();
    expect(summaryRow(language, words.totalRow)).toContain('13,300.00');

    await userEvent.click(screen.getByRole('radio', { name: new RegExp(words.bank) }));
    // The held price's figures for a bank transfer, from the backend.
    await waitFor(() => expect(summaryRow(language, words.bankRow)).toContain('397.50'));
    expect(summaryRow(language, words.totalRow)).toContain('12,902.50');
    expect(screen.getByRole('button', { name: words.place })).toBeInTheDocument();
    // Nothing to type for a bank transfer.
    expect(screen.queryByRole('textbox', { name: /Card number|رقم البطاقة/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: new RegExp(words.card) }));
    await waitFor(() => expect(summaryRow(language, words.bankRow)).toBeNull());
    expect(screen.getByRole('button', { name: words.pay })).toBeInTheDocument();
  });

  it('asks for the personal ID above 10,000 SAR, and says why it is needed', async () => {
    await showCheckout('en');
    const field = await screen.findByRole('textbox', { name: WORDS.en.personalId });
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription(/need a national ID, iqama or passport number, as Saudi regulations require/);
  });

  it('does not ask for it when the order is not above 10,000 SAR, and does not send it', async () => {
    quoteWorth(9000);
    const orders = watchOrders();
    forceAnswer('example=bank-transfer', { path: '/orders', method: 'post' });
    await showCheckout('en');
    await screen.findByRole('button', { name: `Pay ${isolated(`9,050.00${NBSP}SAR`)}` });
    expect(screen.queryByRole('region', { name: /Personal ID/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: WORDS.en.personalId })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    await pressPlace('Place order');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/OrderDetails\/\d+\?placed=true$/);
    expect(bodiesOf(orders)).toEqual([{ quote_id: expect.any(String), address_id: 1, shipping_company_id: 1, payment_method: 'bank_transfer' }]);
  });

  it.each(['en', 'ar'] as const)('in %s, an empty personal ID is not sent: its message is beside the field, which gets the focus', async (language) => {
    const calls = watchCalls();
    await showCheckout(language);
    await userEvent.click(await screen.findByRole('radio', { name: new RegExp(WORDS[language].bank) }));
    await pressPlace(WORDS[language].place);
    const field = screen.getByRole('textbox', { name: WORDS[language].personalId });
    expect(field).toHaveAccessibleDescription(new RegExp(i18n._(validation.personalIdRequired)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(calls).not.toContain('POST /orders');
  });

  it('checks the card before placing a card order, and focuses the first wrong field', async () => {
    const calls = watchCalls();
    await showCheckout('en');
    await userEvent.type(await screen.findByRole('textbox', { name: WORDS.en.personalId }), '1098765432');
    await userEvent.click(screen.getByRole('button', { name: WORDS.en.pay }));
    const number = screen.getByRole('textbox', { name: /Card number/ });
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveFocus();
    expect(calls).not.toContain('POST /orders');
  });

  it.each(['en', 'ar'] as const)('in %s, with no saved address the form is open, and placing says "Please select an address"', async (language) => {
    forceAnswer('example=empty', { path: '/addresses', method: 'get' });
    const calls = watchCalls();
    await showCheckout(language);
    const section = await screen.findByRole('region', { name: new RegExp(WORDS[language].sections[0]) });
    await waitFor(() => expect(within(section).getAllByRole('textbox').length).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(WORDS[language].bank) }));
    await userEvent.type(screen.getByRole('textbox', { name: WORDS[language].personalId }), '1098765432');
    await pressPlace(WORDS[language].place);
    expect(await within(section).findByRole('alert')).toHaveTextContent(i18n._(validation.addressRequired));
    expect(section).toHaveAccessibleDescription(i18n._(validation.addressRequired));
    expect(within(section).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(calls).not.toContain('POST /orders');
  });

  it.each(['en', 'ar'] as const)('in %s, with no address chosen, says "Please select an address" beside the list and focuses it', async (language) => {
    addressesWithoutDefault();
    const calls = watchCalls();
    await showCheckout(language);
    const [first] = await Promise.all(WORDS[language].receivers.map((name) => screen.findByRole('radio', { name: new RegExp(name) })));
    expect(first).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(WORDS[language].bank) }));
    await userEvent.type(screen.getByRole('textbox', { name: WORDS[language].personalId }), '1098765432');
    await pressPlace(WORDS[language].place);
    const list = screen.getByRole('radiogroup', { name: language === 'en' ? 'Where should we deliver?' : 'إلى أين نوصل طلبك؟' });
    expect(list).toHaveAccessibleDescription(i18n._(validation.addressRequired));
    expect(first).toHaveFocus();
    expect(calls).not.toContain('POST /orders');
    // Choosing one takes the message away.
    await userEvent.click(first!);
    expect(list).not.toHaveAccessibleDescription(i18n._(validation.addressRequired));
  });

  it("places a bank-transfer order once, even on a double click, and opens the order's page, which shows the account to transfer to", async () => {
    const orders = watchOrders();
    const calls = watchCalls();
    const release = holdCalls('/orders');
    const { router } = await showCheckout('en');
    await userEvent.click(await screen.findByRole('radio', { name: /Noura Al-Harbi/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    await userEvent.type(screen.getByRole('textbox', { name: WORDS.en.personalId }), ' 109876٥٤٣٢ ');
    const place = screen.getByRole('button', { name: 'Place order' });
    await userEvent.dblClick(place);
    await userEvent.click(place);
    release();

    // The order's own page (OrderDetails tests show its transfer instructions), told it was just placed.
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/OrderDetails/5004?placed=true');
    expect(router.state.location.search).toEqual({ placed: true });
    expect(calls.filter((call) => call === 'POST /orders')).toHaveLength(1);
    expect(bodiesOf(orders)).toEqual([{ quote_id: expect.any(String), address_id: 2, shipping_company_id: 1, payment_method: 'bank_transfer', personal_id: '1098765432' }]);
    // The cart was turned into the order: it is asked for again (the header's count follows).
    await waitFor(() => expect(calls.filter((call) => call === 'GET /carts').length).toBeGreaterThan(1));
  });

  it.each(['en', 'ar'] as const)('in %s, shows the server\'s refusal of the personal ID beside the field, keeping what was typed', async (language) => {
    forceAnswer('code=422, example=missing-personal-id', { path: '/orders', method: 'post' });
    await showCheckout(language);
    await userEvent.click(await screen.findByRole('radio', { name: new RegExp(WORDS[language].bank) }));
    const field = screen.getByRole('textbox', { name: WORDS[language].personalId });
    await userEvent.type(field, 'A1234567');
    await pressPlace(WORDS[language].place);
    // The mock's example is in English whatever the language: the server's words are shown as they come.
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Please, fill personal ID\./));
    expect(field).toHaveValue('A1234567');
    expect(field).toHaveFocus();
    expect(screen.getByRole('button', { name: WORDS[language].place })).toBeEnabled();
  });

  it('shows "Cart is empty" from the server beside the summary', async () => {
    forceAnswer('code=422, example=cart-empty', { path: '/orders', method: 'post' });
    await showCheckout('en');
    await userEvent.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    await userEvent.type(screen.getByRole('textbox', { name: WORDS.en.personalId }), '1098765432');
    await pressPlace('Place order');
    expect(await within(summaryRegion('en')).findByRole('alert')).toHaveTextContent('Cart is empty.');
  });

  it('when the card payment fails, pressing again pays the same order and places no other', async () => {
    // The payment's record fails (and so would an unreachable gateway): the order stays placed.
    forceAnswer('code=500', { path: '/orders/{orderId}/pay' });
    const calls = watchCalls();
    await showCheckout('en');
    await userEvent.type(await screen.findByRole('textbox', { name: WORDS.en.personalId }), '1098765432');
    await userEvent.type(screen.getByRole('textbox', { name: /Card number/ }), '4111111111111111');
    await userEvent.type(screen.getByRole('textbox', { name: /Expiry date/ }), '1230');
    await userEvent.type(screen.getByRole('textbox', { name: /CVV/ }), '123');
    await userEvent.type(screen.getByRole('textbox', { name: /Card holder name/ }), 'MOHAMMED ALQAHTANI');
    await userEvent.click(screen.getByRole('button', { name: WORDS.en.pay }));
    expect(await screen.findByText(i18n._(errors.paymentFailed))).toBeInTheDocument();
    expect(await screen.findByText('Your order is placed, but not paid yet')).toBeInTheDocument();
    // What was typed is kept, and the button pays the placed order's total.
    expect(screen.getByRole('textbox', { name: /Card holder name/ })).toHaveValue('MOHAMMED ALQAHTANI');
    const payAgain = await screen.findByRole('button', { name: WORDS.en.pay });
    await waitFor(() => expect(payAgain).toBeEnabled());
    await userEvent.click(payAgain);
    await waitFor(() => expect(screen.getAllByText(i18n._(errors.paymentFailed)).length).toBeGreaterThan(0));
    await waitFor(() => expect(payAgain).toBeEnabled());
    expect(calls.filter((call) => call === 'POST /orders')).toHaveLength(1);
  });

  it.each(['en', 'ar'] as const)('in %s, says "Cart is empty" with a way back to the store when there is nothing to order', async (language) => {
    forceAnswer('example=empty', { path: '/carts', method: 'get' });
    await showCheckout(language);
    expect(await screen.findByText(i18n._(validation.cartEmpty))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: language === 'en' ? 'Continue shopping' : 'متابعة التسوق' })).toHaveAttribute('href', '/Store');
    expect(screen.queryByRole('button', { name: WORDS[language].place })).not.toBeInTheDocument();
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    forceAnswer('code=500', { path: '/carts', method: 'get' });
    await showCheckout('en');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the price held at checkout', () => {
  const HELD = {
    en: { ranOut: 'The price held for you ran out', confirm: 'Confirm the new total', pay: /^Pay/ },
    ar: { ranOut: 'انتهت مدة تثبيت السعر', confirm: 'تأكيد الإجمالي الجديد', pay: /^ادفع/ },
  } as const;
  /** The amounts in a text, as numbers. */
  const amountsIn = (text: string) => [...plain(text).matchAll(/[\d,]+\.\d\d/g)].map(([amount]) => Number(amount.replace(/,/g, '')));

  it.each(['en', 'ar'] as const)('in %s, when it runs out, shows the new total and how far it moved, and places the order once it is confirmed', async (language) => {
    const [words, held] = [WORDS[language], HELD[language]];
    // The mock holds the first price for 1 s only, the next ones for its usual 10 minutes.
    const holdLonger = forceAnswer('quote-ttl=1', { path: '/checkout/quote', method: 'post' });
    const orders = watchOrders();
    await showCheckout(language);
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    holdLonger();
    expect(summaryRow(language, words.totalRow)).toContain('13,300.00');

    const notice = await screen.findByRole('alert', { name: held.ranOut }, { timeout: 5000 });
    const [newTotal, difference] = amountsIn(notice.textContent ?? '');
    expect(difference).toBe(Math.round((newTotal! - 13_300) * 100) / 100);
    expect(difference).toBeGreaterThan(0);
    expect(amountsIn(summaryRow(language, words.totalRow)!)).toEqual([newTotal]);
    const pay = screen.getByRole('button', { name: held.pay });
    expect(pay).toBeDisabled();

    await userEvent.click(within(notice).getByRole('button', { name: held.confirm }));
    await waitFor(() => expect(pay).toBeEnabled());
    expect(screen.queryByRole('alert', { name: held.ranOut })).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: new RegExp(words.bank) }));
    await userEvent.type(screen.getByRole('textbox', { name: words.personalId }), '1098765432');
    const place = screen.getByRole('button', { name: words.place });
    await waitFor(() => expect(place).toBeEnabled());
    await userEvent.click(place);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/OrderDetails\/\d+\?placed=true$/);
    expect(bodiesOf(orders)).toEqual([expect.objectContaining({ quote_id: expect.any(String), payment_method: 'bank_transfer' })]);
  });

  it('says why when the backend refuses an order on a price that ran out, and asks for a new one', async () => {
    forceAnswer('code=422, example=quote-expired', { path: '/orders', method: 'post' });
    const calls = watchCalls();
    await showCheckout('en');
    await userEvent.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    await userEvent.type(screen.getByRole('textbox', { name: WORDS.en.personalId }), '1098765432');
    const place = screen.getByRole('button', { name: 'Place order' });
    await waitFor(() => expect(place).toBeEnabled());
    const quotesBefore = calls.filter((call) => call === 'POST /checkout/quote').length;
    await userEvent.click(place);
    expect(await within(summaryRegion('en')).findByRole('alert')).toHaveTextContent('The price held for you has run out. Check the new total and place the order again.');
    await waitFor(() => expect(calls.filter((call) => call === 'POST /checkout/quote').length).toBe(quotesBefore + 1));
    // What was typed stays.
    expect(screen.getByRole('textbox', { name: WORDS.en.personalId })).toHaveValue('1098765432');
  });
});
