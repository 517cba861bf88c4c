import type { components } from '../../../sdk';
import { roundMoney } from '../../shared/money';
import { BANK_TRANSFER_DISCOUNT_RATE, PERSONAL_ID_THRESHOLD, VAT_RATE } from './checkoutConstants';

export type CartSummary = components['schemas']['CartSummary'];
export type PaymentMethodId = components['schemas']['PaymentMethod'];

export interface CheckoutTotals {
  subtotal: number;
  /** What the coupon takes off (0 without one). */
  discount: number;
  coupon: string | null;
  /** The 3% for paying by bank transfer; 0 for a card. */
  bankTransferDiscount: number;
  delivery: number;
  /** The VAT included in `total`, for information only (never added again). */
  vat: number;
  total: number;
  /** Above 10,000 SAR the order needs a national ID, iqama or passport number. */
  needsPersonalId: boolean;
}

/** The 3% bank-transfer discount of a cart: taken off the subtotal after any coupon. */
export function bankTransferDiscountOf(summary: Pick<CartSummary, 'subtotal' | 'discount'>): number {
  return roundMoney(Math.max(0, summary.subtotal - summary.discount) * BANK_TRANSFER_DISCOUNT_RATE);
}

/**
 * The order's figures as checkout shows them before placing it: the cart's summary, the payment
 * method chosen and the courier's cost (the cart's own delivery when no courier is known yet).
 * The server computes the same when the order is placed (contract `Order`).
 */
export function checkoutTotals(summary: CartSummary, method: PaymentMethodId | null, deliveryCost?: number): CheckoutTotals {
  const bankTransferDiscount = method === 'bank_transfer' ? bankTransferDiscountOf(summary) : 0;
  const delivery = deliveryCost ?? summary.delivery;
  const total = roundMoney(Math.max(0, summary.subtotal - summary.discount - bankTransferDiscount) + delivery);
  return {
    subtotal: summary.subtotal,
    discount: summary.discount,
    coupon: summary.coupon,
    bankTransferDiscount,
    delivery,
    vat: roundMoney((total * VAT_RATE) / (1 + VAT_RATE)),
    total,
    needsPersonalId: total > PERSONAL_ID_THRESHOLD,
  };
}

/** The summary of cart lines when the server sends none (it is optional in the contract). */
export function summaryOfLines(lines: { total_price: number }[]): CartSummary {
  const subtotal = roundMoney(lines.reduce((sum, line) => sum + line.total_price, 0));
  return { subtotal, discount: 0, coupon: null, delivery: 0, vat: roundMoney((subtotal * VAT_RATE) / (1 + VAT_RATE)), total: subtotal };
}
