import { apiClient } from '../../shared/api';
import { errors, successes } from '../../shared/messages';
import { productQuery } from '../catalogue';
import { favouriteToggle, wishlistQuery } from '../products';
import { useListRemoval } from './useListRemoval';

/** Takes a product out of the favourites: POST /products/{id}/toggle-wishlist on a favourite. */
export function useRemoveFavourite() {
  return useListRemoval({
    listKey: wishlistQuery().queryKey,
    send: (product) => favouriteToggle.send(apiClient, { product, on: false }),
    messages: { removed: successes.removedFromFavorites, login: errors.loginToFavorites, failed: errors.favoritesFailed },
    staleQueries: (product) => [productQuery(product.id).queryKey],
  });
}
