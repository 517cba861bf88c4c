// The shopper's cart: its query, every write to it (one mutation scope, CART_WRITES) and its page.
export { CartPage } from './CartPage';
export { CartSkeleton } from './CartSkeleton';
export { CartTotals } from './CartTotals';
export { CouponBox } from './CouponBox';
export { QuantityCounter } from './QuantityCounter';
export { useAddToCart, useCartToggle } from './useCartWrites';
export { addToCart, cartQuery, removeFromCart, useCartCount, CART_FORM_WRITES, type CartLine } from './cart';
