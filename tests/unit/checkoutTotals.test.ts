import { describe, expect, it } from 'vitest';
import { bankTransferDiscountOf, checkoutTotals } from '../../src/features/checkout/checkoutTotals';

// The mock's cart (openapi/cart.yaml CartEn): 13,250 SAR of lines, 50 SAR delivery.
const cart = { subtotal: 13250, discount: 0, coupon: null, vat: 1734.78, delivery: 50, total: 13300 };

describe('checkoutTotals', () => {
  it('paying by card, keeps the cart figures and the courier cost', () => {
    expect(checkoutTotals(cart, 'card', 50)).toEqual({
      subtotal: 13250,
      discount: 0,
      coupon: null,
      bankTransferDiscount: 0,
      delivery: 50,
      vat: 1734.78,
      total: 13300,
      needsPersonalId: true,
    });
  });

  it('paying by bank transfer, takes 3% off the subtotal (the contract example ORD-5004: 397.50 off, 12,902.50)', () => {
    const totals = checkoutTotals(cart, 'bank_transfer', 50);
    expect(totals.bankTransferDiscount).toBe(397.5);
    expect(totals.total).toBe(12902.5);
    expect(totals.vat).toBe(1682.93);
  });

  it('takes the 3% after the coupon, rounded to 2 decimals', () => {
    const withCoupon = { ...cart, subtotal: 1000.55, discount: 100.1, coupon: 'GOLD10' };
    // 3% of 900.45 = 27.0135
    expect(bankTransferDiscountOf(withCoupon)).toBe(27.01);
    const totals = checkoutTotals(withCoupon, 'bank_transfer', 50);
    expect(totals).toMatchObject({ discount: 100.1, coupon: 'GOLD10', bankTransferDiscount: 27.01, total: 923.44 });
  });

  it('uses the cart delivery until the courier is known, and no method means no 3%', () => {
    const totals = checkoutTotals({ ...cart, delivery: 35 }, null);
    expect(totals).toMatchObject({ delivery: 35, bankTransferDiscount: 0, total: 13285 });
  });

  it('asks for a personal ID only above 10,000 SAR, on the total after every discount', () => {
    const at = (subtotal: number, method: 'card' | 'bank_transfer') =>
      checkoutTotals({ ...cart, subtotal, discount: 0 }, method, 50).needsPersonalId;
    expect(at(9950, 'card')).toBe(false); // exactly 10,000: not above
    expect(at(9950.01, 'card')).toBe(true);
    // 10,300 by card is above; by bank transfer 10,300 − 309 + 50 = 10,041: still above
    expect(at(10300, 'bank_transfer')).toBe(true);
    // 10,250 − 307.50 + 50 = 9,992.50: the 3% brings it under the threshold
    expect(at(10250, 'card')).toBe(true);
    expect(at(10250, 'bank_transfer')).toBe(false);
  });

  it('never goes below the delivery cost, even with a coupon worth more than the lines', () => {
    expect(checkoutTotals({ ...cart, subtotal: 100, discount: 150 }, 'bank_transfer', 50)).toMatchObject({ bankTransferDiscount: 0, total: 50 });
  });
});
