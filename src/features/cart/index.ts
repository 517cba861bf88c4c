export { cartQuery, useCartCount } from './cartCount';
