export * from './api';
export * from './types';
export { pieceValue, type PieceValue } from './goldValue';
export { Price } from './Price';
export { ProductImage } from './ProductImage';
export { ProductCard, ProductCardSkeleton } from './card/ProductCard';
