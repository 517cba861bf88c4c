// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createApplePayPayment,
  createStcPayment,
  MERCHANT_DISPLAY_NAME,
  sendStcPayCode,
  StcPayCodeRejected,
  validateApplePayMerchant,
} from '../../src/features/checkout/payment/gateway';

// Apple Pay and STC Pay at the gateway, against the test mock's gateway (/gateway/v1, as the
// page's configuration says: tests/setup/dom.ts): what each call sends, what it gives back, and
// that a wallet's token or a one-time code never ends up in an error.

const GATEWAY = `http://127.0.0.1:${process.env.TEST_MOCK_PORT}/gateway/v1`;
const ORDER = { amount: 13300.5, description: 'Order ORD-5004', callbackUrl: 'http://localhost:3000/OrderDetails/5004', orderId: 5004 };
const TOKEN = JSON.stringify({ paymentData: { version: 'EC_v1', data: 'c2VjcmV0', signature: 'c2ln' }, paymentMethod: { network: 'mada' }, transactionIdentifier: 'TX-SECRET' });
const DECLINED_TOKEN = JSON.stringify({ paymentData: 'decline' });

interface Sent {
  method: string;
  url: string;
  body: string;
}

let sent: Sent[] = [];
/** An answer the test gives in the gateway's place, for failures the mock does not make. */
let answer: ((request: Request) => Response) | undefined;
const realFetch = globalThis.fetch;

beforeEach(() => {
  sent = [];
  answer = undefined;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({ method: request.method, url: request.url, body: await request.clone().text() });
    return answer ? answer(request) : realFetch(request);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const failing = (status: number) => () =>
  new Response(JSON.stringify({ type: 'api_error', message: 'Gateway down', errors: null }), { status, headers: { 'Content-Type': 'application/json' } });

/** What `promise` rejected with; a failure when it did not. */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

describe("Apple Pay's merchant validation", () => {
  it("asks the gateway for Apple's merchant session, with the store's name, the page's domain and the publishable key", async () => {
    const validationUrl = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
    const session = await validateApplePayMerchant(validationUrl);
    expect(session.merchantSessionIdentifier).toEqual(expect.any(String));
    expect(session.signature).toEqual(expect.any(String));
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([`POST ${GATEWAY}/applepay/initiate`]);
    expect(JSON.parse(sent[0]!.body)).toEqual({
      validation_url: validationUrl,
      display_name: MERCHANT_DISPLAY_NAME,
      domain_name: window.location.hostname,
      publishable_api_key: 'pk_test_mock',
    });
  });

  it("fails with a plain error when the gateway cannot get Apple's session", async () => {
    answer = failing(500);
    const error = await rejection(validateApplePayMerchant('https://apple-pay-gateway.apple.com/paymentservices/startSession'));
    expect(error.message).toBe('The payment gateway failed (500)');
  });
});

describe('an Apple Pay payment', () => {
  it("sends the wallet's token as the applepay source, with the order's amount in halalas, and is paid at once", async () => {
    const payment = await createApplePayPayment({ ...ORDER, token: TOKEN });
    expect(payment).toEqual({ id: expect.any(String), status: 'paid', message: 'APPROVED' });
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([`POST ${GATEWAY}/payments`]);
    expect(JSON.parse(sent[0]!.body)).toEqual({
      amount: 1330050,
      currency: 'SAR',
      description: 'Order ORD-5004',
      callback_url: ORDER.callbackUrl,
      source: { type: 'applepay', token: TOKEN },
      metadata: { order_id: '5004' },
    });
  });

  it("is failed at once when the bank declines the wallet's card", async () => {
    expect(await createApplePayPayment({ ...ORDER, token: DECLINED_TOKEN })).toEqual({ id: expect.any(String), status: 'failed', message: 'DECLINED' });
  });

  it('fails with an error that carries nothing of the token', async () => {
    answer = failing(500);
    const error = await rejection(createApplePayPayment({ ...ORDER, token: TOKEN }));
    expect(error.message).toBe('The payment gateway failed (500)');
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain('TX-SECRET');
  });
});

describe('an STC Pay payment', () => {
  /** A payment initiated for the mobile, and its code's address. */
  async function initiated(mobile = '0501234567') {
    const payment = await createStcPayment({ ...ORDER, mobile });
    if (payment.status !== 'initiated') throw new Error(`expected an initiated payment, got ${payment.status}`);
    sent = [];
    return payment;
  }

  it("starts with the mobile as 05xxxxxxxx, and gives the code's address with its token, resolved against the page", async () => {
    const payment = await createStcPayment({ ...ORDER, mobile: '+966 50 123 4567' });
    expect(payment.status).toBe('initiated');
    expect(JSON.parse(sent[0]!.body)).toMatchObject({ amount: 1330050, source: { type: 'stcpay', mobile: '0501234567' }, metadata: { order_id: '5004' } });
    const otpUrl = new URL(payment.otpUrl!);
    expect(otpUrl.origin).toBe(window.location.origin);
    expect(otpUrl.pathname).toBe(`/gateway/v1/stc_pays/${payment.id}/proceed`);
    expect(otpUrl.searchParams.get('otp_token')).toEqual(expect.any(String));
  });

  it('takes the mobile typed in Arabic-Indic digits', async () => {
    await createStcPayment({ ...ORDER, mobile: '٠٥٠١٢٣٤٥٦٧' });
    expect(JSON.parse(sent[0]!.body).source.mobile).toBe('0501234567');
  });

  it('posts the right code to the gateway with the payment id and token of the address, and is paid', async () => {
    const payment = await initiated();
    const token = new URL(payment.otpUrl).searchParams.get('otp_token')!;
    expect(await sendStcPayCode(payment.otpUrl, '123456')).toEqual({ id: payment.id, status: 'paid', message: 'Paid' });
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `POST ${GATEWAY}/stc_pays/${payment.id}/proceed?otp_token=${encodeURIComponent(token)}`,
    ]);
    expect(JSON.parse(sent[0]!.body)).toEqual({ otp_value: '123456' });
  });

  it('sends a code typed in Arabic-Indic digits as 0-9', async () => {
    const payment = await initiated();
    expect((await sendStcPayCode(payment.otpUrl, '١٢٣٤٥٦')).status).toBe('paid');
    expect(JSON.parse(sent[0]!.body)).toEqual({ otp_value: '123456' });
  });

  it('says a wrong code is wrong, and the same payment takes the right one after', async () => {
    const payment = await initiated();
    const wrong = await rejection(sendStcPayCode(payment.otpUrl, '111111'));
    expect(wrong).toBeInstanceOf(StcPayCodeRejected);
    expect((wrong as StcPayCodeRejected).reason).toBe('wrong');
    expect(wrong.message).not.toContain('111111');
    expect((await sendStcPayCode(payment.otpUrl, '123456')).status).toBe('paid');
  });

  it('says an expired code has expired, and so does any code after it: that payment is over', async () => {
    const payment = await initiated();
    const expired = await rejection(sendStcPayCode(payment.otpUrl, '000000'));
    expect(expired).toBeInstanceOf(StcPayCodeRejected);
    expect((expired as StcPayCodeRejected).reason).toBe('expired');
    const after = await rejection(sendStcPayCode(payment.otpUrl, '123456'));
    expect((after as StcPayCodeRejected).reason).toBe('expired');
  });

  it("fails with a plain error (no code in it) for an address the gateway does not know, or the gateway's failure", async () => {
    const payment = await initiated();
    const unknown = await rejection(sendStcPayCode(payment.otpUrl.replace(/otp_token=[^&]+/, 'otp_token=forged'), '123456'));
    expect(unknown).not.toBeInstanceOf(StcPayCodeRejected);
    expect(unknown.message).toBe('The payment gateway failed (404)');
    answer = failing(500);
    const down = await rejection(sendStcPayCode(payment.otpUrl, '123456'));
    expect(down).not.toBeInstanceOf(StcPayCodeRejected);
    expect(down.message).toBe('The payment gateway failed (500)');
    expect(down.message).not.toContain('123456');
  });

  it('sends the code only to the configured gateway, whatever host the address names, and nothing for an address that names no payment', async () => {
    const payment = await initiated();
    const elsewhere = new URL(payment.otpUrl);
    elsewhere.host = 'attacker.example';
    expect((await sendStcPayCode(elsewhere.href, '123456')).status).toBe('paid');
    expect(sent.every(({ url }) => url.startsWith(`${GATEWAY}/`))).toBe(true);
    sent = [];
    const nowhere = await rejection(sendStcPayCode('https://api.moyasar.com/v1/payments?otp_token=abc', '123456'));
    expect(nowhere.message).toBe('The STC Pay code address names no payment');
    expect(sent).toEqual([]);
  });
});
