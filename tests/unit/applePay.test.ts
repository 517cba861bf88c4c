// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applePayRequest, canPayWithApplePay, startApplePay } from '../../src/features/checkout/payment/applePay';
import { createApplePayPayment, MERCHANT_DISPLAY_NAME } from '../../src/features/checkout/payment/gateway';
import { applePayStandIn, STAND_IN_VALIDATION_URL, type ApplePayStandInOptions } from '../e2e/applePayStandIn';

// The Apple Pay sheet's round with the tests' stand-in for Safari's ApplePaySession (the one the
// browser tests put in the page), the merchant validated and the token paid at the test mock's gateway.

const ORDER = { description: 'Order ORD-5004', callbackUrl: 'http://localhost:3000/OrderDetails/5004', orderId: 5004 };
const SUCCESS = 0;
const FAILURE = 1;

const record = () => window.__applePayStandIn!;

/** The sheet with the stand-in playing `options`, its token paid at the mock gateway. */
function payWithSheet(options: ApplePayStandInOptions = {}, total = 13300.5) {
  applePayStandIn(options);
  const tokens: string[] = [];
  const outcome = startApplePay({
    total,
    onAuthorized: async (token) => {
      tokens.push(token);
      return (await createApplePayPayment({ ...ORDER, amount: total, token })).status === 'paid';
    },
  });
  return { outcome, tokens };
}

const realFetch = globalThis.fetch;

beforeEach(() => {
  delete window.ApplePaySession;
  delete window.__applePayStandIn;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  globalThis.fetch = realFetch;
});

describe('whether the browser can pay with Apple Pay', () => {
  it('cannot without ApplePaySession (Chromium, Firefox)', () => {
    expect(canPayWithApplePay()).toBe(false);
  });

  it('can where the session says its wallet can pay, and not where it says no', () => {
    applePayStandIn();
    expect(canPayWithApplePay()).toBe(true);
    applePayStandIn({ canMakePayments: false });
    expect(canPayWithApplePay()).toBe(false);
  });

  it('cannot where Safari refuses to be asked (an insecure page throws)', () => {
    applePayStandIn();
    vi.spyOn(window.ApplePaySession!, 'canMakePayments').mockImplementation(() => {
      throw new DOMException('Trying to start an Apple Pay session from an insecure document', 'InvalidAccessError');
    });
    expect(canPayWithApplePay()).toBe(false);
  });
});

describe("the sheet's payment request", () => {
  it("asks a Saudi merchant's total in SAR, by mada, Visa or Mastercard, with 3-D Secure, debit and credit", () => {
    expect(applePayRequest(13300.5)).toEqual({
      countryCode: 'SA',
      currencyCode: 'SAR',
      supportedNetworks: ['mada', 'visa', 'masterCard'],
      merchantCapabilities: ['supports3DS', 'supportsDebit', 'supportsCredit'],
      total: { label: MERCHANT_DISPLAY_NAME, amount: '13300.50', type: 'final' },
    });
  });

  it('writes the amount with 2 decimals, rounded as the charge is', () => {
    expect([1890, 0.1 + 0.2, 1890 * 3, 99.999].map((total) => applePayRequest(total).total.amount)).toEqual(['1890.00', '0.30', '5670.00', '100.00']);
  });
});

describe('the Apple Pay sheet', () => {
  it('is made and begun in the call itself, inside the click: Safari opens it only there', async () => {
    const { outcome } = payWithSheet();
    expect(record().sessions).toEqual([{ version: 3, request: applePayRequest(13300.5) }]);
    expect(record().began).toBe(1);
    await outcome;
  });

  it('validates the merchant at the gateway, hands the token on as JSON, completes with success and is paid', async () => {
    const { outcome, tokens } = payWithSheet();
    expect(await outcome).toBe('paid');
    expect(record().merchantSessions).toEqual([expect.objectContaining({ merchantSessionIdentifier: expect.any(String) })]);
    expect(tokens).toHaveLength(1);
    expect(JSON.parse(tokens[0]!)).toMatchObject({ paymentMethod: { network: 'mada' }, transactionIdentifier: 'STAND-IN' });
    expect(record().completions).toEqual([SUCCESS]);
  });

  it('completes with failure when the gateway declines the token', async () => {
    const { outcome } = payWithSheet({ outcome: 'decline' });
    expect(await outcome).toBe('failed');
    expect(record().completions).toEqual([FAILURE]);
  });

  it('ends cancelled when the shopper closes the sheet, nothing paid', async () => {
    const { outcome, tokens } = payWithSheet({ outcome: 'cancel' });
    expect(await outcome).toBe('cancelled');
    expect(tokens).toEqual([]);
    expect(record().completions).toEqual([]);
  });

  it('aborts the sheet and fails when the merchant cannot be validated', async () => {
    globalThis.fetch = async () => new Response(JSON.stringify({ type: 'invalid_request_error', message: 'Domain is not registered', errors: null }), { status: 400 });
    const { outcome, tokens } = payWithSheet();
    expect(await outcome).toBe('failed');
    expect(record().validations).toEqual([STAND_IN_VALIDATION_URL]);
    expect(record().aborted).toBe(1);
    expect(tokens).toEqual([]);
  });

  it('counts a payment that throws as not paid', async () => {
    applePayStandIn();
    const outcome = startApplePay({ total: 100, onAuthorized: () => Promise.reject(new Error('The payment gateway failed (500)')) });
    expect(await outcome).toBe('failed');
    expect(record().completions).toEqual([FAILURE]);
  });

  it("keeps to the gateway's answer when the sheet is closed while the token is being paid", async () => {
    applePayStandIn();
    // The session the page makes, to close it as Safari does when the sheet times out.
    let session: ApplePaySession | undefined;
    const StandIn = window.ApplePaySession!;
    window.ApplePaySession = class extends StandIn {
      constructor(...args: ConstructorParameters<ApplePaySessionConstructor>) {
        super(...args);
        // eslint-disable-next-line @typescript-eslint/no-this-alias -- the test closes this very session
        session = this;
      }
    } as ApplePaySessionConstructor;
    const outcome = startApplePay({
      total: 100,
      onAuthorized: async () => {
        session!.oncancel?.(new Event('cancel'));
        return true;
      },
    });
    expect(await outcome).toBe('paid');
  });

  it('logs nothing, so the token cannot end up in a log', async () => {
    const logged = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level));
    await payWithSheet().outcome;
    await payWithSheet({ outcome: 'decline' }).outcome;
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
  });

  it('refuses to start where the browser has no Apple Pay', async () => {
    await expect(startApplePay({ total: 100, onAuthorized: async () => true })).rejects.toThrow('This browser cannot show the Apple Pay sheet');
  });
});
