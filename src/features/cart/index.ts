export { cartQuery, useCartCount } from './cartCount';
export { CartPage } from './CartPage';
export { CartTotals } from './CartTotals';
export { CouponBox } from './CouponBox';
export type { CartAnswer, CartLine, CartSummary, CartTotalsFigures } from './types';
