// One rounding of money everywhere, in the store and in the mock that plays its backend
// (mocks/memory/money.mjs imports it): riyals are kept to the halala, 2 decimals.

/**
 * Riyals to the halala (2 decimals), half away from zero as `formatNumber` writes them, without
 * the float dust of a product or a difference (1890 × 3, 0.1 + 0.2). The factor lifts a product
 * like 1.005 × 100 = 100.4999… over the half it stands for.
 */
export function roundMoney(amount: number): number {
  return (Math.sign(amount) * Math.round(Math.abs(amount) * 100 * (1 + Number.EPSILON))) / 100;
}
