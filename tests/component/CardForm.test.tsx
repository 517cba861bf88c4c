// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../sdk';
import { CardPaymentForm } from '../../src/features/checkout/payment/CardPaymentForm';
import { leaveFor } from '../../src/features/checkout/payment/gateway';
import { formatMoney } from '../../src/shared/format';
import { forceAnswer, watchCalls } from './apiSpies';
import { placeOrderInMock, signInNewShopper } from './mockData';
import { renderPage } from './renderPage';

// The card form against the test mock: the card messages in both languages, the brand as
// typed, Arabic-Indic digits, the browser's card autofill hints, and the payment itself, which
// must take the card to the gateway (the mock's, /gateway/v1) and nothing but the gateway's
// payment id to the store.

// The browser's leaving for 3-D Secure is watched, not made (jsdom cannot leave the page).
vi.mock('../../src/features/checkout/payment/gateway', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/features/checkout/payment/gateway')>()),
  leaveFor: vi.fn(),
}));

const MOCK = `http://127.0.0.1:${process.env.TEST_MOCK_PORT}`;
// The page's configuration sends the card there (tests/setup/dom.ts).
const GATEWAY = `${MOCK}/gateway/v1`;

/** The order paid: the shopper's, placed in the mock's memory before the form shows (see showForm). */
let ORDER = { id: 0, total: 0, order_number: '' };
const VISA = '4111111111111111';
const DECLINED = '4000000000000002'; // the mock gateway declines it at once
const CVV = '737';

/** One request the page sent, whichever client sent it. */
interface Sent {
  method: string;
  url: string;
  headers: string;
  body: string;
}

/** An answer the test gives in the gateway's place (for failures the mock does not make). */
type GatewayAnswer = (request: Request) => Response | Promise<Response>;

let sent: Sent[] = [];
let answerGateway: GatewayAnswer | undefined;
const realFetch = globalThis.fetch;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const toGateway = () => sent.filter((request) => request.url.startsWith(GATEWAY));
const toStore = () => sent.filter((request) => !request.url.startsWith(GATEWAY));

beforeEach(() => {
  sent = [];
  answerGateway = undefined;
  // Every request of both clients passes here and is remembered, then goes on to the mock.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = await request.clone().text();
    sent.push({ method: request.method, url: request.url, headers: JSON.stringify([...request.headers]), body });
    if (answerGateway && request.url.startsWith(GATEWAY)) return answerGateway(request);
    return realFetch(request);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leaveFor).mockClear();
});

/**
 * The card form of an order of a shopper new to the mock's memory: one just placed, unpaid, to
 * pay; or ORD-5003, whose payment failed (every new shopper has it), to pay again.
 */
async function showForm(language: Language, mode: 'pay' | 'repay' = 'pay') {
  const token = signInNewShopper();
  ORDER = mode === 'pay' ? await placeOrderInMock(token) : { id: 5003, total: 6890.25, order_number: 'ORD-5003' };
  sent = [];
  return renderPage(language, { ui: () => <PayForm mode={mode} />, shopper: token });
}

const WORDS = {
  en: {
    number: /^Card number/,
    expiry: /^Expiry date/,
    cvv: /^CVV/,
    name: /^Card holder name/,
    get pay() {
      return `Pay ${formatMoney(ORDER.total, 'en')}`;
    },
    visaCard: 'Visa card',
    madaCard: 'mada card',
    mastercardCard: 'Mastercard card',
    brands: ['mada', 'Visa', 'Mastercard'],
    required: ['Card number is required', 'Expiry date is required', 'CVV is required', 'Card holder name is required'],
    invalid: ['Card number is invalid', 'Expiry date is invalid (use MM/YY)', 'CVV is invalid', 'Card holder name is invalid'],
    paymentFailed: 'Error in payment',
  },
  ar: {
    number: /^رقم البطاقة/,
    expiry: /^تاريخ الانتهاء/,
    cvv: /^رمز التحقق CVV/,
    name: /^اسم حامل البطاقة/,
    get pay() {
      return `ادفع ${formatMoney(ORDER.total, 'ar')}`;
    },
    visaCard: 'بطاقة فيزا',
    madaCard: 'بطاقة مدى',
    mastercardCard: 'بطاقة ماستركارد',
    brands: ['مدى', 'فيزا', 'ماستركارد'],
    required: ['رقم البطاقة مطلوب', 'تاريخ الانتهاء مطلوب', 'رمز التحقق CVV مطلوب', 'اسم حامل البطاقة مطلوب'],
    invalid: ['رقم البطاقة غير صالح', 'تاريخ الانتهاء غير صالح (استخدم MM/YY)', 'رمز التحقق CVV غير صالح', 'اسم حامل البطاقة غير صالح'],
    paymentFailed: 'حدث خطأ في الدفع',
  },
} as const;

const fields = (language: Language) => {
  const words = WORDS[language];
  return {
    number: () => screen.getByRole('textbox', { name: words.number }),
    expiry: () => screen.getByRole('textbox', { name: words.expiry }),
    cvv: () => screen.getByRole('textbox', { name: words.cvv }),
    name: () => screen.getByRole('textbox', { name: words.name }),
  };
};

async function fillIn(language: Language, card: { number?: string; expiry?: string; cvv?: string; name?: string } = {}) {
  const user = userEvent.setup();
  const field = fields(language);
  await user.type(await screen.findByRole('textbox', { name: WORDS[language].number }), card.number ?? VISA);
  await user.type(field.expiry(), card.expiry ?? '1230');
  await user.type(field.cvv(), card.cvv ?? CVV);
  await user.type(field.name(), card.name ?? 'SARA ALI');
  return user;
}

describe.each(['en', 'ar'] as const)('the card form in %s', (language) => {
  const words = WORDS[language];

  it('says which field is missing on an empty submit, beside each field, and pays nothing', async () => {
    await showForm(language);
    await userEvent.click(await screen.findByRole('button', { name: words.pay }));
    const field = fields(language);
    const [number, expiry, cvv, name] = words.required;
    expect(field.number()).toHaveAccessibleDescription(expect.stringContaining(number));
    expect(field.expiry()).toHaveAccessibleDescription(expect.stringContaining(expiry));
    expect(field.cvv()).toHaveAccessibleDescription(expect.stringContaining(cvv));
    expect(field.name()).toHaveAccessibleDescription(expect.stringContaining(name));
    expect(sent).toEqual([]);
  });

  it('shows each error right under its own field, before the line that describes it (the brands under the number)', async () => {
    await showForm(language);
    await userEvent.click(await screen.findByRole('button', { name: words.pay }));
    const field = fields(language);
    const [number, , cvv, name] = words.required;
    for (const [input, error] of [
      [field.number(), number],
      [field.cvv(), cvv],
      [field.name(), name],
    ] as const) {
      // What describes the field, in the page's order: its error first, then its description.
      const described = input
        .getAttribute('aria-describedby')!
        .split(/\s+/)
        .map((id) => document.getElementById(id)!)
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      const [first, second] = described as [HTMLElement, HTMLElement];
      expect(described).toHaveLength(2);
      expect(input.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(first).toHaveTextContent(error);
      expect(second).not.toHaveTextContent(error);
    }
  });

  it('says which field is wrong when each is left', async () => {
    await showForm(language);
    const user = await fillIn(language, { number: '4111111111111112', expiry: '1329', cvv: '12', name: 'سارة' });
    await user.tab();
    const field = fields(language);
    const [number, expiry, cvv, name] = words.invalid;
    await waitFor(() => expect(field.name()).toHaveAccessibleDescription(expect.stringContaining(name)));
    expect(field.number()).toHaveAccessibleDescription(expect.stringContaining(number));
    expect(field.expiry()).toHaveAccessibleDescription(expect.stringContaining(expiry));
    expect(field.cvv()).toHaveAccessibleDescription(expect.stringContaining(cvv));
  });

  it('names the accepted brands before anything is typed, then the brand of the number as it is typed', async () => {
    await showForm(language);
    const number = await screen.findByRole('textbox', { name: words.number });
    for (const brand of words.brands) expect(screen.getByRole('img', { name: brand })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(number, '4111');
    expect(number).toHaveAccessibleDescription(words.visaCard);
    await user.clear(number);
    await user.type(number, '440647'); // a mada BIN inside Visa's range: mada wins
    expect(number).toHaveAccessibleDescription(words.madaCard);
    await user.clear(number);
    await user.type(number, '5555');
    expect(number).toHaveAccessibleDescription(words.mastercardCard);
  });

  it('reads Arabic-Indic digits as the card number, grouped in fours, and the expiry with its slash', async () => {
    await showForm(language);
    const user = await fillIn(language, { number: '٤١١١١١١١١١١١١١١١', expiry: '۱۲۳۰', cvv: '٧٣٧' });
    await user.tab();
    const field = fields(language);
    expect(field.number()).toHaveValue('4111 1111 1111 1111');
    expect(field.expiry()).toHaveValue('12/30');
    expect(field.cvv()).toHaveValue('737');
    for (const message of words.invalid) expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});

describe('the card inputs', () => {
  it('carry the autofill hints and the numeric keyboard, and read left to right in Arabic', async () => {
    await showForm('ar');
    const field = fields('ar');
    await screen.findByRole('textbox', { name: WORDS.ar.number });
    expect(field.number()).toHaveAttribute('autocomplete', 'cc-number');
    expect(field.expiry()).toHaveAttribute('autocomplete', 'cc-exp');
    expect(field.cvv()).toHaveAttribute('autocomplete', 'cc-csc');
    expect(field.name()).toHaveAttribute('autocomplete', 'cc-name');
    for (const input of [field.number(), field.expiry(), field.cvv()]) expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(field.name()).not.toHaveAttribute('inputmode');
    for (const input of [field.number(), field.expiry(), field.cvv(), field.name()]) {
      // The box of the digits turns; the label and messages stay right to left.
      expect(input.parentElement).toHaveStyle({ direction: 'ltr' });
      expect(input.closest('[dir="ltr"]')).toBeNull();
    }
  });
});

describe('paying', () => {
  it('sends the card to the gateway only, and only the payment id to the store, then opens 3-D Secure', async () => {
    const calls = watchCalls();
    await showForm('en');
    const user = await fillIn('en');
    await user.click(screen.getByRole('button', { name: WORDS.en.pay }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));

    // The gateway got the card, in halalas, with the order's callback, and the publishable key as
    // its Basic user name (not the shopper's token).
    expect(toGateway()).toHaveLength(1);
    const [gatewayRequest] = toGateway();
    expect(JSON.parse(gatewayRequest!.body)).toMatchObject({
      amount: Math.round(ORDER.total * 100),
      currency: 'SAR',
      callback_url: `${window.location.origin}/OrderDetails/${ORDER.id}`,
      source: { type: 'creditcard', number: VISA, cvc: CVV, month: 12, year: 2030, name: 'SARA ALI' },
      metadata: { order_id: String(ORDER.id) },
    });
    expect(gatewayRequest!.headers).toContain(`Basic ${btoa('pk_test_mock:')}`);
    expect(gatewayRequest!.headers).not.toContain('component-');

    // The store was told the gateway's payment id, and nothing else.
    expect(calls).toEqual(['POST /orders/{orderId}/pay']);
    expect(toStore()).toHaveLength(1);
    const [storeRequest] = toStore();
    expect(storeRequest!.url).toContain(`/orders/${ORDER.id}/pay`);
    const { payment_id: paymentId, ...rest } = JSON.parse(storeRequest!.body);
    expect(rest).toEqual({});
    expect(paymentId).toEqual(expect.any(String));

    // The card reached nothing but the gateway: no other request's address, header or body…
    // (The gateway's payment id is a random one: a 3-digit CVV may happen to stand inside it.)
    for (const request of toStore()) {
      const sent = JSON.stringify(request).replaceAll(paymentId, '<payment id>');
      for (const secret of [VISA, '4111 1111', CVV, '12/30', 'SARA ALI']) expect(sent).not.toContain(secret);
    }
    // …nor the browser's storage or cookies.
    for (const storage of [localStorage, sessionStorage]) expect(JSON.stringify({ ...storage })).not.toContain(VISA);
    expect(document.cookie).not.toContain(VISA);

    // Then the gateway's 3-D Secure page (the mock answers it root-relative).
    const address = new URL(vi.mocked(leaveFor).mock.calls[0]![0]);
    expect(address.origin).toBe(window.location.origin);
    expect(address.pathname).toMatch(/^\/gateway\/3ds\//);
  });

  it('is empty and pressable again when the browser brings the page back from 3-D Secure', async () => {
    await showForm('en');
    const user = await fillIn('en');
    const pay = screen.getByRole('button', { name: WORDS.en.pay });
    await user.click(pay);
    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
    expect(fields('en').number()).toHaveValue('4111 1111 1111 1111');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await waitFor(() => expect(fields('en').number()).toHaveValue(''));
    for (const field of [fields('en').expiry(), fields('en').cvv(), fields('en').name()]) expect(field).toHaveValue('');
    expect(pay).toBeEnabled();
  });

  it('records a pay-again with repay', async () => {
    const calls = watchCalls();
    await showForm('en', 'repay');
    const user = await fillIn('en');
    await user.click(screen.getByRole('button', { name: WORDS.en.pay }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalled());
    expect(calls).toEqual(['POST /orders/{orderId}/repay']);
    expect(JSON.parse(toStore()[0]!.body)).toEqual({ payment_id: expect.any(String) });
  });

  it("goes to the order's callback address when the gateway declines at once", async () => {
    const calls = watchCalls();
    await showForm('en');
    const user = await fillIn('en', { number: DECLINED });
    await user.click(screen.getByRole('button', { name: WORDS.en.pay }));
    const address = await screen.findByTestId('elsewhere');
    const { payment_id: paymentId } = JSON.parse(toStore()[0]!.body);
    expect(address.textContent).toMatch(new RegExp(`^/OrderDetails/${ORDER.id}\\?id=${paymentId}&status=failed&message=.+`));
    expect(calls).toEqual(['POST /orders/{orderId}/pay']);
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('sends one payment however often the button is pressed while it is on the way', async () => {
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    answerGateway = async (request) => {
      await held;
      return realFetch(request);
    };
    await showForm('en');
    const user = await fillIn('en');
    const pay = screen.getByRole('button', { name: WORDS.en.pay });
    await user.click(pay);
    await user.dblClick(pay);
    await user.keyboard('{Enter}');
    expect(toGateway()).toHaveLength(1);
    letThrough();
    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
    expect(toGateway()).toHaveLength(1);
    expect(toStore()).toHaveLength(1);
  });

  it.each(['en', 'ar'] as const)("puts the gateway's refusal of a field beside that field (%s)", async (language) => {
    answerGateway = () =>
      json(400, { type: 'invalid_request_error', message: 'Validation Failed', errors: { 'source.number': ['Credit card number is invalid'] } });
    await showForm(language);
    const user = await fillIn(language);
    await user.click(screen.getByRole('button', { name: WORDS[language].pay }));
    await waitFor(() => expect(fields(language).number()).toHaveAccessibleDescription(expect.stringContaining(WORDS[language].invalid[0])));
    expect(toStore()).toEqual([]);
  });

  it.each(['en', 'ar'] as const)('says "Error in payment" and keeps the card when the gateway fails (%s)', async (language) => {
    answerGateway = () => json(500, { type: 'api_error', message: 'Internal error' });
    await showForm(language);
    const user = await fillIn(language);
    const pay = screen.getByRole('button', { name: WORDS[language].pay });
    await user.click(pay);
    expect(await screen.findByText(WORDS[language].paymentFailed)).toBeInTheDocument();
    expect(fields(language).number()).toHaveValue('4111 1111 1111 1111');
    expect(fields(language).cvv()).toHaveValue(CVV);
    expect(pay).toBeEnabled();
    expect(toStore()).toEqual([]);
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('says "Error in payment" and keeps the card when the store cannot record the payment', async () => {
    forceAnswer('code=422', { path: '/orders/{orderId}/pay' });
    await showForm('en');
    const user = await fillIn('en');
    await user.click(screen.getByRole('button', { name: WORDS.en.pay }));
    expect(await screen.findByText(WORDS.en.paymentFailed)).toBeInTheDocument();
    expect(leaveFor).not.toHaveBeenCalled();
    expect(fields('en').number()).toHaveValue('4111 1111 1111 1111');
  });
});

/** The pay form as the order's page draws it; the order's address is the one its route builds. */
function PayForm({ mode }: { mode: 'pay' | 'repay' }) {
  return <CardPaymentForm order={ORDER} mode={mode} orderPage={(orderId) => `/OrderDetails/${orderId}`} />;
}
