// Payments made at the test mock's gateway as the store's browser makes them (the card, Apple Pay's
// token, STC Pay's mobile), for the tests that then record and confirm them through the store's API.
import { gatewayAuthHeaders, mockGateway } from './contract';

/** A source of the gateway's `POST /payments`: what the shopper pays with. */
export type Source =
  | { type: 'creditcard'; name: string; number: string; month: number; year: number; cvc: string }
  | { type: 'applepay'; token: string }
  | { type: 'stcpay'; mobile: string };

export const card = (number: string): Source => ({ type: 'creditcard', name: 'SARA ALI', number, month: 12, year: 2030, cvc: '123' });
/** An Apple Pay token the mock pays (its `paymentData` is not the declining one). */
export const APPLE_PAY: Source = { type: 'applepay', token: JSON.stringify({ paymentData: { version: 'EC_v1', data: 'bW9jaw==' }, paymentMethod: { network: 'mada', type: 'debit' } }) };
/** The Apple Pay token the mock declines. */
export const DECLINED_APPLE_PAY: Source = { type: 'applepay', token: JSON.stringify({ paymentData: 'decline' }) };
export const STC_PAY: Source = { type: 'stcpay', mobile: '0512345678' };

/* eslint-disable @typescript-eslint/no-explicit-any -- the gateway's answers are read as plain JSON */
/** Creates a payment at the mock gateway, for `amount` SAR (the order's total); its status and answer. */
export async function gatewayPayment(source: Source, { amount = 13300, prefer }: { amount?: number; prefer?: string } = {}): Promise<{ status: number; payment: any }> {
  const response = await fetch(`${mockGateway}/payments`, {
    method: 'POST',
    headers: { ...gatewayAuthHeaders, 'Content-Type': 'application/json', ...(prefer ? { Prefer: prefer } : {}) },
    body: JSON.stringify({ amount: Math.round(amount * 100), currency: 'SAR', description: 'Order', callback_url: 'http://store.test/OrderDetails/1', source }),
  });
  return { status: response.status, payment: await response.json() };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
