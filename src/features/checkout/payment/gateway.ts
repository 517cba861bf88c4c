import type { MessageDescriptor } from '@lingui/core';
import { createGatewayClient, GatewayError } from '../../../../sdk';
import { validation } from '../../../shared/messages';
import { latinDigits } from '../../../shared/digits';
import { runtimeConfig } from '../../../shared/runtimeConfig';
import { cardDigits, parseExpiry, type CardValues } from './CardForm';

// The one module that knows the payment gateway (Moyasar v1 style: a payment with a `creditcard`
// source, sent from the browser with the publishable key). Replacing the gateway (HyperPay, Tap,
// PayTabs) means replacing this file and its return format (gatewayReturn.ts); the rest of the app
// sees createCardPayment() and leaveFor(). This is also the only place card data leaves the form,
// and it goes nowhere but the gateway.

let client: ReturnType<typeof createGatewayClient> | undefined;

/** The gateway's client, made on first use from the page's configuration (PAYMENT_GATEWAY_URL, PAYMENT_PUBLISHABLE_KEY). */
function gateway() {
  const { paymentGatewayUrl, paymentPublishableKey } = runtimeConfig();
  client ??= createGatewayClient({ baseUrl: paymentGatewayUrl, publishableKey: paymentPublishableKey });
  return client;
}

interface CardPaymentRequest {
  /** In Saudi riyals. */
  amount: number;
  description: string;
  /** The absolute address the gateway sends the shopper back to. */
  callbackUrl: string;
  orderId: number;
  card: CardValues;
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
export async function createCardPayment({ amount, description, callbackUrl, orderId, card }: CardPaymentRequest): Promise<CardPayment> {
  const expiry = parseExpiry(card.expiry);
  try {
    const { data } = await gateway().POST('/payments', {
      body: {
        amount: Math.round(amount * 100), // halalas
        currency: 'SAR',
        description,
        callback_url: callbackUrl,
        source: {
          type: 'creditcard',
          name: card.name.trim(),
          number: cardDigits(card.number),
          month: expiry?.month ?? 0,
          year: expiry?.year ?? 0,
          cvc: latinDigits(card.cvv).trim(),
        },
        metadata: { order_id: String(orderId) },
      },
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
    throw rejectedFields(error) ?? new Error(`The payment gateway failed (${error instanceof GatewayError ? error.status : 'no answer'})`);
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

/** Sends the browser to the gateway's 3-D Secure page (the tests watch it here). */
export function leaveFor(address: string): void {
  window.location.assign(address);
}
