// The store's sums, as the contract's CartSummary and Order describe them (prices include VAT).

export const VAT_RATE = 0.15;
export const BANK_TRANSFER_RATE = 0.03;
export const PERSONAL_ID_THRESHOLD = 10_000;
/** The coupons the mock accepts, and the share of the subtotal each takes off. */
export const COUPONS = { GOLD5: 0.05, GOLD10: 0.1 };

/** Riyals to 2 decimals, half away from zero (as the store's roundMoney). */
export function roundMoney(amount) {
  return (Math.sign(amount) * Math.round(Math.abs(amount) * 100 * (1 + Number.EPSILON))) / 100;
}

/** The VAT already included in a total. */
export const vatOf = (total) => roundMoney((total * VAT_RATE) / (1 + VAT_RATE));

/** The coupon's rate for a code, matched without regard to case; undefined when it is not one. */
export function couponRate(code) {
  return COUPONS[String(code ?? '').trim().toUpperCase()];
}

/**
 * The sums of cart lines (`{ unitPrice, quantity }`): subtotal, the coupon's discount, the
 * courier's delivery (none for an empty cart), the VAT included and the total.
 */
export function cartSummary(lines, coupon, deliveryCost) {
  const subtotal = roundMoney(lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0));
  const rate = coupon ? couponRate(coupon) ?? 0 : 0;
  const discount = roundMoney(subtotal * rate);
  const delivery = lines.length > 0 ? deliveryCost : 0;
  const total = roundMoney(subtotal - discount + delivery);
  return { subtotal, discount, coupon: coupon ?? null, vat: vatOf(total), delivery, total };
}

/**
 * An order's sums from its cart's: the bank transfer takes 3% off the subtotal after the coupon,
 * and the chosen courier's cost replaces the cart's delivery.
 */
export function orderSums(summary, paymentMethod, deliveryCost) {
  const afterCoupon = summary.subtotal - summary.discount;
  const bankTransfer = paymentMethod === 'bank_transfer' ? roundMoney(afterCoupon * BANK_TRANSFER_RATE) : 0;
  const total = roundMoney(Math.max(0, afterCoupon - bankTransfer) + deliveryCost);
  return {
    subtotal: summary.subtotal,
    discount: roundMoney(summary.discount + bankTransfer),
    delivery_cost: deliveryCost,
    vat: vatOf(total),
    total,
  };
}
