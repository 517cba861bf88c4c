// The shopper's cart: its query, every write to it (one mutation scope, CART_WRITES) and its page.
export { useCartCount } from './cartCount';
export { CartPage } from './CartPage';
export { CartTotals } from './CartTotals';
export { clampQuantity } from './clampQuantity';
export { CouponBox } from './CouponBox';
export { cartQuery } from './queries';
export { QuantityCounter, type QuantityCounterProps } from './QuantityCounter';
export type { CartAnswer, CartLine, CartSummary, CartTotalsFigures } from './types';
export { useAddToCart, useCartToggle, type AddToCart, type CartToggle } from './useCartWrites';
export { addToCart, removeFromCart, CART_FORM_WRITES } from './writes';
