import type { MessageDescriptor } from '@lingui/core';
import { createGatewayClient, GatewayError, type gatewayComponents, type GatewayPayment, type GatewayPaymentRequest } from '../../../../sdk';
import { validation } from '../../../shared/messages';
import { latinDigits } from '../../../shared/digits';
import { runtimeConfig } from '../../../shared/runtimeConfig';
import { cardDigits, parseExpiry, type CardValues } from './CardForm';
import { stcPayMobile } from './StcPayFields';

// The one module that knows the payment gateway (Moyasar v1 style: a payment with a `creditcard`,
// `applepay` or `stcpay` source, sent from the browser with the publishable key). Replacing the
// gateway (HyperPay, Tap, PayTabs) means replacing this file and its return format
// (gatewayReturn.ts); the rest of the app sees the functions below and leaveFor(). This is also the
// only place card data, a wallet's token and a one-time code leave the page, and they go nowhere
// but the gateway: never into an error's message, a log or storage.

let client: ReturnType<typeof createGatewayClient> | undefined;

/** The gateway's client, made on first use from the page's configuration (PAYMENT_GATEWAY_URL, PAYMENT_PUBLISHABLE_KEY). */
function gateway() {
  const { paymentGatewayUrl, paymentPublishableKey } = runtimeConfig();
  client ??= createGatewayClient({ baseUrl: paymentGatewayUrl, publishableKey: paymentPublishableKey });
  return client;
}

/** The order's part of every payment, whatever pays it. */
interface OrderCharge {
  /** In Saudi riyals. */
  amount: number;
  description: string;
  /** The absolute address the gateway sends the shopper back to. */
  callbackUrl: string;
  orderId: number;
}

interface CardPaymentRequest extends OrderCharge {
  card: CardValues;
}

/** Riyals in halalas, as the gateway counts: one rounding for the charge and for the Apple Pay sheet's total. */
export const halalasOf = (sar: number) => Math.round(sar * 100);

/** The body of `POST /payments`: the order's charge, paid from `source`. */
function paymentBody({ amount, description, callbackUrl, orderId }: OrderCharge, source: GatewayPaymentRequest['source']): GatewayPaymentRequest {
  return {
    amount: halalasOf(amount),
    currency: 'SAR',
    description,
    callback_url: callbackUrl,
    source,
    metadata: { order_id: String(orderId) },
  };
}

/** A failed call as an error that says only the gateway's status: never the card, token or code that was sent. */
function gatewayFailed(error: unknown): Error {
  return new Error(`The payment gateway failed (${error instanceof GatewayError ? error.status : 'no answer'})`);
}

export interface CardPayment {
  /** The gateway's payment id: the only thing the store's API is told. */
  id: string;
  /** initiated = 3-D Secure is still to come (open redirectUrl); paid or failed = decided at once. */
  status: 'initiated' | 'paid' | 'failed';
  redirectUrl?: string;
  /** Why a payment failed, in the gateway's words. */
  message?: string;
}

/** The gateway refused the card as malformed: the card form's message of each field it named. */
export class CardRejected extends Error {
  readonly fields: Partial<Record<keyof CardValues, MessageDescriptor>>;

  constructor(fields: Partial<Record<keyof CardValues, MessageDescriptor>>) {
    super('The payment gateway refused the card details');
    this.name = 'CardRejected';
    this.fields = fields;
  }
}

/** The gateway's field names, as the form's fields and their messages. */
const FIELDS: Record<string, [keyof CardValues, MessageDescriptor]> = {
  'source.number': ['number', validation.cardNumberInvalid],
  'source.month': ['expiry', validation.expiryInvalid],
  'source.year': ['expiry', validation.expiryInvalid],
  'source.cvc': ['cvv', validation.cvvInvalid],
  'source.name': ['name', validation.cardHolderInvalid],
};

/**
 * Creates the gateway payment of an order with the card. Throws CardRejected when the gateway
 * names fields it refuses; any other failure throws an error that carries no card data.
 */
export async function createCardPayment({ card, ...charge }: CardPaymentRequest): Promise<CardPayment> {
  const expiry = parseExpiry(card.expiry);
  try {
    const { data } = await gateway().POST('/payments', {
      body: paymentBody(charge, {
        type: 'creditcard',
        name: card.name.trim(),
        number: cardDigits(card.number),
        month: expiry?.month ?? 0,
        year: expiry?.year ?? 0,
        cvc: latinDigits(card.cvv).trim(),
      }),
    });
    if (!data) throw new Error('The payment gateway gave no payment');
    const { source } = data;
    const transactionUrl = 'transaction_url' in source ? source.transaction_url : null;
    const { message } = source;
    return {
      id: data.id,
      status: data.status,
      // The mock answers a root-relative address; a real gateway an absolute one.
      ...(transactionUrl ? { redirectUrl: new URL(transactionUrl, window.location.href).href } : {}),
      ...(message ? { message } : {}),
    };
  } catch (error) {
    throw rejectedFields(error) ?? gatewayFailed(error);
  }
}

function rejectedFields(error: unknown): CardRejected | undefined {
  if (!(error instanceof GatewayError) || error.status < 400 || error.status >= 500 || !error.errors) return undefined;
  const fields: Partial<Record<keyof CardValues, MessageDescriptor>> = {};
  for (const name of Object.keys(error.errors)) {
    const known = FIELDS[name];
    if (known) fields[known[0]] = known[1];
  }
  return Object.keys(fields).length > 0 ? new CardRejected(fields) : undefined;
}

/** A payment the gateway decided at once (Apple Pay), or once the one-time code came (STC Pay). */
export interface DecidedPayment {
  /** The gateway's payment id: the only thing the store's API is told. */
  id: string;
  status: 'paid' | 'failed';
  /** Why a payment failed, in the gateway's words. */
  message?: string;
}

/** The payment as decided; the contract promises it is, so one still `initiated` is the gateway's failure. */
function decided(payment: GatewayPayment | undefined): DecidedPayment {
  if (!payment || payment.status === 'initiated') throw new Error('The payment gateway left the payment undecided');
  const { message } = payment.source;
  return { id: payment.id, status: payment.status, ...(message ? { message } : {}) };
}

/**
 * The store's name on the Apple Pay sheet and in Apple's merchant session: one name, the same in
 * every language, because Apple asks for the canonical name of the store there, never a localised one.
 */
export const MERCHANT_DISPLAY_NAME = 'Gold Store';

/** Apple's merchant session, handed as it is to the sheet's `completeMerchantValidation`. */
export type ApplePayMerchantSession = gatewayComponents['schemas']['ApplePayMerchantSession'];

/**
 * Asks the gateway, which holds the store's Apple Pay certificate, for the merchant session of the
 * sheet's `validationURL` (its `onvalidatemerchant`), for the domain the page is on.
 */
export async function validateApplePayMerchant(validationUrl: string): Promise<ApplePayMerchantSession> {
  try {
    const { data } = await gateway().POST('/applepay/initiate', {
      body: {
        validation_url: validationUrl,
        display_name: MERCHANT_DISPLAY_NAME,
        domain_name: window.location.hostname,
        publishable_api_key: runtimeConfig().paymentPublishableKey,
      },
    });
    if (!data) throw new Error('The payment gateway gave no merchant session');
    return data;
  } catch (error) {
    throw gatewayFailed(error);
  }
}

interface ApplePayPaymentRequest extends OrderCharge {
  /** The wallet's payment token (`ApplePayPayment.token`) as JSON: only the gateway can decrypt it. */
  token: string;
}

/** Pays an order with the Apple Pay sheet's token: the gateway decides at once. Any failure throws an error that carries no token. */
export async function createApplePayPayment({ token, ...charge }: ApplePayPaymentRequest): Promise<DecidedPayment> {
  let payment: GatewayPayment | undefined;
  try {
    ({ data: payment } = await gateway().POST('/payments', { body: paymentBody(charge, { type: 'applepay', token }) }));
  } catch (error) {
    throw gatewayFailed(error);
  }
  return decided(payment);
}

interface StcPayRequest extends OrderCharge {
  /** The mobile registered with STC Pay, as the shopper typed it (StcPayFields checks it). */
  mobile: string;
}

/**
 * An STC Pay payment: `initiated` while STC Pay's text message with the code is on its way (post
 * the code to `otpUrl` with sendStcPayCode); `paid` or `failed` when the gateway decided at once.
 */
export type StcPayment = { id: string; status: 'initiated'; otpUrl: string } | (DecidedPayment & { otpUrl: null });

/** Starts an STC Pay payment of an order: STC Pay texts the shopper a one-time code. */
export async function createStcPayment({ mobile, ...charge }: StcPayRequest): Promise<StcPayment> {
  let payment: GatewayPayment | undefined;
  try {
    ({ data: payment } = await gateway().POST('/payments', { body: paymentBody(charge, { type: 'stcpay', mobile: stcPayMobile(mobile) }) }));
  } catch (error) {
    throw gatewayFailed(error);
  }
  if (payment?.status !== 'initiated') return { ...decided(payment), otpUrl: null };
  const { source } = payment;
  const otpUrl = 'transaction_url' in source ? source.transaction_url : null;
  if (!otpUrl) throw new Error('The payment gateway gave no address for the STC Pay code');
  // The mock answers a root-relative address; a real gateway an absolute one.
  return { id: payment.id, status: 'initiated', otpUrl: new URL(otpUrl, window.location.href).href };
}

/** Why STC Pay refused a one-time code: `wrong` (type it again) or `expired` (the payment is over: start another). */
export type StcPayCodeRefusal = 'wrong' | 'expired';

/** STC Pay refused the one-time code; `reason` says which way, for the form to say it in the shopper's language. */
export class StcPayCodeRejected extends Error {
  readonly reason: StcPayCodeRefusal;

  constructor(reason: StcPayCodeRefusal) {
    super(`STC Pay refused the one-time code (${reason})`);
    this.name = 'StcPayCodeRejected';
    this.reason = reason;
  }
}

// The payment's id and code token are in the path and query of the address the gateway gave.
const STC_PAY_PROCEED = /\/stc_pays\/([^/]+)\/proceed\/?$/;

/**
 * Sends the shopper's one-time code of an STC Pay payment: the payment decided, or
 * StcPayCodeRejected for a wrong or expired code; any other failure a plain error without the code.
 * The address only names the payment: the code goes to the configured gateway, whatever host it says.
 */
export async function sendStcPayCode(otpUrl: string, code: string): Promise<DecidedPayment> {
  const address = new URL(otpUrl, window.location.href);
  const id = STC_PAY_PROCEED.exec(address.pathname)?.[1];
  const otpToken = address.searchParams.get('otp_token');
  if (!id || !otpToken) throw new Error('The STC Pay code address names no payment');
  let payment: GatewayPayment | undefined;
  try {
    ({ data: payment } = await gateway().POST('/stc_pays/{id}/proceed', {
      params: { path: { id: decodeURIComponent(id) }, query: { otp_token: otpToken } },
      body: { otp_value: latinDigits(code).replace(/\D/g, '') },
    }));
  } catch (error) {
    throw codeRefusal(error) ?? gatewayFailed(error);
  }
  return decided(payment);
}

/** A 400 about `otp_value`: "OTP has expired" (message "OTP expired") is expired, any other refusal of the code wrong. */
function codeRefusal(error: unknown): StcPayCodeRejected | undefined {
  if (!(error instanceof GatewayError) || error.status !== 400) return undefined;
  const said = error.firstFieldError('otp_value');
  if (said === undefined) return undefined;
  return new StcPayCodeRejected(/expired/i.test(`${said} ${error.message}`) ? 'expired' : 'wrong');
}

/** Sends the browser to the gateway's 3-D Secure page (the tests watch it here). */
export function leaveFor(address: string): void {
  window.location.assign(address);
}
