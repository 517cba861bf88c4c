export { FavouritesPage } from './FavouritesPage';
// The optimistic list removal, shared with the compare list.
export { useListRemoval } from './useListRemoval';
