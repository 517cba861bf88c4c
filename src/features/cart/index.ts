// The shopper's cart: its query, every write to it (one mutation scope, CART_WRITES) and its page.
export { useCartCount } from './cartCount';
export { CartPage } from './CartPage';
export { CartTotals } from './CartTotals';
export { CouponBox } from './CouponBox';
export { cartQuery } from './queries';
export { QuantityCounter } from './QuantityCounter';
export type { CartLine } from './types';
export { useAddToCart, useCartToggle } from './useCartWrites';
export { addToCart, removeFromCart, CART_FORM_WRITES } from './writes';
