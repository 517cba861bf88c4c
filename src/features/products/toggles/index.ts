export { CartButton } from './CartButton';
export { CompareButton } from './CompareButton';
export { FavouriteButton } from './FavouriteButton';
export { useCartToggle, type CartToggle } from './useCartToggle';
export { useCompareToggle } from './useCompareToggle';
export { useFavouriteToggle } from './useFavouriteToggle';
export type { ProductToggle } from './useProductToggle';
