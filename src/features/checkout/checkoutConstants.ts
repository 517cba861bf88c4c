// The business constants checkout applies, in one place (the contract's
// `placeOrder` and `CartSummary` describe the same figures).

/** The extra discount for paying by bank transfer: 3% of the subtotal after any coupon. */
export const BANK_TRANSFER_DISCOUNT_RATE = 0.03;

/** Orders whose total is above this many riyals need a personal ID. */
export const PERSONAL_ID_THRESHOLD = 10_000;

/** Saudi VAT, already included in every price; shown for information only. */
export const VAT_RATE = 0.15;
