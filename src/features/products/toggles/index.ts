export { CartButton } from './CartButton';
export { CompareButton } from './CompareButton';
export { FavouriteButton } from './FavouriteButton';
export { useCompareToggle } from './useCompareToggle';
export { useFavouriteToggle } from './useFavouriteToggle';
