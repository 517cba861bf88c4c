import type { components } from '../../../sdk';

export type CartLine = components['schemas']['CartItem'];
export type CartSummary = components['schemas']['CartSummary'];
/** The answer of GET /carts, as the query cache holds it. */
export type CartAnswer = { status?: boolean; message?: string; data: CartLine[]; summary?: CartSummary };

/** What `CartTotals` shows; checkout adds the bank-transfer discount when that method is chosen. */
export interface CartTotalsFigures {
  subtotal: number;
  discount: number;
  coupon: string | null;
  /** The extra 3% off for a bank transfer, shown only when given. */
  bankTransferDiscount?: number;
  delivery: number;
  vat: number;
  total: number;
}
