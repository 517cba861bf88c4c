// A piece as the shopper meets it in lists: its card, price, toggles, quick view and gold value.
export * from './queries';
export { pieceValue, type PieceValue } from './goldValue';
export { Price } from './Price';
export { ProductCard, ProductCardSkeleton } from './card/ProductCard';
export { CartButton, CompareButton, FavouriteButton, useCompareToggle, useFavouriteToggle } from './toggles';
// The figures' type keeps the name PieceValue (compare uses it); the box is also at ./value/PieceValue.
export { PieceValue as PieceValueBox } from './value/PieceValue';
// Only the button: the dialog's code loads on its first opening.
export { QuickViewButton } from './quick-view/QuickViewButton';
