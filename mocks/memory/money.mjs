// The store's sums, as the contract's CartSummary and Order describe them (prices include VAT).
// Rounded to the halala by the store's own roundMoney, so the mock's sums and the figures the store
// works out at once (a line's total, checkout's totals) agree to the halala.
import { roundMoney } from '../../src/shared/money.ts';

export { roundMoney };

export const VAT_RATE = 0.15;
export const BANK_TRANSFER_RATE = 0.03;
export const PERSONAL_ID_THRESHOLD = 10_000;
/** The coupons the mock accepts, and the share of the subtotal each takes off. */
export const COUPONS = { GOLD5: 0.05, GOLD10: 0.1 };

/** The VAT already included in a taxed amount. */
export const vatOf = (taxed) => roundMoney((taxed * VAT_RATE) / (1 + VAT_RATE));

/**
 * The VAT included in a sale: 15% of the delivery and of the lines that are not investment gold
 * (zero-rated), after their share of the discount. Lines are `{ unitPrice, quantity, vatRate }`.
 */
function saleVat(lines, discount, delivery) {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const taxed = lines.filter((line) => line.vatRate > 0).reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const afterDiscount = subtotal > 0 ? taxed * (1 - discount / subtotal) : 0;
  return vatOf(afterDiscount + delivery);
}

/**
 * What one piece costs, its price made of parts (the contract's PriceBreakdown): at the rate it
 * was priced at, or with gold moved by `goldFactor` (a quote after the market moved). A piece
 * priced as a whole (no breakdown) keeps its price.
 */
export function pieceParts(piece, goldFactor = 1) {
  const parts = piece.price_breakdown;
  if (!parts) {
    const beforeVat = roundMoney(piece.price / (1 + VAT_RATE));
    return { unitPrice: piece.price, goldValue: null, making: null, stones: 0, beforeVat, vatRate: VAT_RATE, vatAmount: roundMoney(piece.price - beforeVat) };
  }
  const rate = roundMoney(parts.gold_rate_per_gram * goldFactor);
  const goldValue = roundMoney(parts.weight * rate);
  const beforeVat = roundMoney(goldValue + parts.making_charge + parts.stones_value);
  const vatAmount = roundMoney(beforeVat * parts.vat_rate);
  const unitPrice = roundMoney(beforeVat + vatAmount);
  return { unitPrice, goldValue, making: parts.making_charge, stones: parts.stones_value, beforeVat, vatRate: parts.vat_rate, vatAmount };
}

/** A piece's parts at a price it was sold at (an order of the examples): the making charge takes the difference. */
export function partsAtPrice(piece, unitPrice) {
  const parts = pieceParts(piece);
  if (parts.unitPrice === unitPrice) return parts;
  const vatRate = parts.vatRate;
  const beforeVat = roundMoney(unitPrice / (1 + vatRate));
  const making = parts.making === null ? null : roundMoney(beforeVat - parts.goldValue - parts.stones);
  return { ...parts, unitPrice, making, beforeVat, vatAmount: roundMoney(unitPrice - beforeVat) };
}

/** The coupon's rate for a code, matched without regard to case; undefined when it is not one. */
export function couponRate(code) {
  return COUPONS[String(code ?? '').trim().toUpperCase()];
}

/**
 * The sums of cart lines (`{ unitPrice, quantity, vatRate }`): subtotal, the coupon's discount,
 * the courier's delivery (none for an empty cart), the VAT included and the total.
 */
export function cartSummary(lines, coupon, deliveryCost) {
  const subtotal = roundMoney(lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0));
  const rate = coupon ? couponRate(coupon) ?? 0 : 0;
  const discount = roundMoney(subtotal * rate);
  const delivery = lines.length > 0 ? deliveryCost : 0;
  const total = roundMoney(subtotal - discount + delivery);
  return { subtotal, discount, coupon: coupon ?? null, vat: saleVat(lines, discount, delivery), delivery, total };
}

/** The 3% a bank transfer takes off the subtotal after the coupon; 0 for a card. */
export function bankTransferDiscount({ subtotal, discount }, paymentMethod) {
  return paymentMethod === 'bank_transfer' ? roundMoney((subtotal - discount) * BANK_TRANSFER_RATE) : 0;
}

/**
 * An order's sums from its lines and coupon: the bank transfer takes 3% off the subtotal after
 * the coupon (in `discount` with it), and the chosen courier's cost is the delivery.
 */
export function orderSums(lines, coupon, paymentMethod, deliveryCost) {
  const summary = cartSummary(lines, coupon, deliveryCost);
  const bankTransfer = bankTransferDiscount(summary, paymentMethod);
  const discount = roundMoney(summary.discount + bankTransfer);
  return {
    subtotal: summary.subtotal,
    discount,
    delivery_cost: deliveryCost,
    vat: saleVat(lines, discount, deliveryCost),
    total: roundMoney(Math.max(0, summary.subtotal - discount) + deliveryCost),
  };
}
