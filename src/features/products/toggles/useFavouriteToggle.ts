import { apiClient } from '../../../shared/api';
import { errors, successes } from '../../../shared/messages';
import { productQuery, type Product, useProductToggle, type ProductToggle } from '../../catalogue';
import { wishlistQuery } from '../queries';

/** Favourite or not: POST /products/{id}/toggle-wishlist flips is_wishlist. */
export function useFavouriteToggle(product: Product): ProductToggle {
  return useProductToggle({
    serverValue: product.is_wishlist,
    product: { id: product.id, flag: 'is_wishlist' },
    messages: {
      added: successes.addedToFavorites,
      removed: successes.removedFromFavorites,
      login: errors.loginToFavorites,
      failed: errors.favoritesFailed,
    },
    send: () => apiClient.POST('/products/{id}/toggle-wishlist', { params: { path: { id: product.id } } }),
    staleQueries: [wishlistQuery().queryKey, productQuery(product.id).queryKey],
  });
}
