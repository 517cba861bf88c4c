// A piece as the shopper meets it in lists: its card, price, toggles, quick view and gold value.
export * from './queries';
export { pieceValue, type PieceValue } from './goldValue';
export { Price } from './Price';
export { ProductCard, ProductCardSkeleton } from './card/ProductCard';
export { CartButton, CompareButton, FavouriteButton } from './toggles/PieceToggles';
export { compareRemoval, compareToggle, favouriteRemoval, favouriteToggle } from './writes';
export { ProductCarousel } from './ProductCarousel';
// The figures' type keeps the name PieceValue (compare uses it); the box is PieceValueBox.
export { PieceValue as PieceValueBox, PriceBreakdown } from './value';
