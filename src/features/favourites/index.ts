export { FavouritesPage, FavouritesSkeleton } from './FavouritesPage';
