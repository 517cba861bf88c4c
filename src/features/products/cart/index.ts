export { clampQuantity } from './clampQuantity';
export { QuantityCounter, type QuantityCounterProps } from './QuantityCounter';
export { useAddToCart, type AddToCart, type AddToCartInput } from './useAddToCart';
