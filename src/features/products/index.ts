export * from './api';
export * from './types';
export { pieceValue, type PieceValue } from './goldValue';
export { Price } from './Price';
export { ProductImage } from './ProductImage';
export { ProductCard, ProductCardSkeleton } from './card/ProductCard';
export { CartButton, CompareButton, FavouriteButton, useCartToggle, useCompareToggle, useFavouriteToggle } from './toggles';
export type { CartToggle, ProductToggle } from './toggles';
export { clampQuantity, QuantityCounter, useAddToCart } from './cart';
export type { AddToCart, AddToCartInput, QuantityCounterProps } from './cart';
// The figures' type keeps the name PieceValue (compare uses it); the box is also at ./value/PieceValue.
export { PieceValue as PieceValueBox } from './value/PieceValue';
// Only the button: the dialog's code loads on its first opening.
export { QuickViewButton } from './quick-view/QuickViewButton';
