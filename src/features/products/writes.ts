import { defineWrite } from '../../shared/writes';
import { productQuery, setPieceFlag, type ToggleInput } from '../catalogue';
import { compareQuery, wishlistQuery } from './queries';

// A piece's favourite and compare flags, each write declared once (the cart's are in cart/writes.ts).

/** POST /products/{id}/toggle-wishlist flips is_wishlist. */
export const favouriteToggle = defineWrite<ToggleInput>({
  send: (api, { product }) => api.POST('/products/{id}/toggle-wishlist', { params: { path: { id: product.id } } }),
  change: (cache, { product, on }) => setPieceFlag(cache, product, 'is_wishlist', on),
  stale: ({ product }) => [wishlistQuery().queryKey, productQuery(product.id).queryKey],
  messages: { done: ({ on }) => (on ? 'addedToFavorites' : 'removedFromFavorites'), login: 'loginToFavorites', failed: 'favoritesFailed' },
});

/** POST add-to-compare / remove-from-compare with the piece's variety. */
export const compareToggle = defineWrite<ToggleInput>({
  send: (api, { product, on }) => {
    const request = { params: { path: { id: product.id } }, body: { variety_id: product.variety_id } };
    return on ? api.POST('/products/{id}/add-to-compare', request) : api.POST('/products/{id}/remove-from-compare', request);
  },
  change: (cache, { product, on }) => setPieceFlag(cache, product, 'is_compare', on),
  stale: ({ product }) => [compareQuery().queryKey, productQuery(product.id).queryKey],
  messages: { done: ({ on }) => (on ? 'addedToCompare' : 'removedFromCompare'), login: 'loginToCompare', failed: 'compareFailed' },
});
