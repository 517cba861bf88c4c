export { FavouritesPage } from './FavouritesPage';
export { FavouritesSkeleton } from './FavouritesSkeleton';
