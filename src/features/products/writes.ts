import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { components } from '../../../sdk';
import { defineWrite, doneNotice, type Undo, type Write } from '../../shared/writes';
import { productQuery, setPieceFlag, type Product, type ToggleInput } from '../catalogue';
import { compareQuery, wishlistQuery } from './queries';

// A piece's favourite and compare flags, each write declared once (the cart's are in cart/cart.ts).

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

type ListAnswer = components['schemas']['ProductListResponse'];

/** The piece leaves the cached list at once; the undo puts back only it, where it was (another removal may have succeeded meanwhile). */
async function takeFromList(cache: QueryClient, listKey: QueryKey, product: Product): Promise<Undo> {
  await cache.cancelQueries({ queryKey: listKey });
  const list = cache.getQueryData<ListAnswer>(listKey);
  const index = list?.data.findIndex((item) => item.id === product.id) ?? -1;
  if (list && index >= 0) cache.setQueryData<ListAnswer>(listKey, { ...list, data: list.data.filter((item) => item.id !== product.id) });
  return () => {
    const now = cache.getQueryData<ListAnswer>(listKey);
    if (!now || index < 0 || now.data.some((item) => item.id === product.id)) return;
    const data = [...now.data];
    data.splice(Math.min(index, data.length), 0, product);
    cache.setQueryData<ListAnswer>(listKey, { ...now, data });
  };
}

/**
 * A list page's removal (favourites, compare): the toggle turned off, with the card leaving the
 * list at once. The list is not asked again after a success: the cache already holds what the
 * server now has.
 */
function removalFrom(list: () => { queryKey: QueryKey }, toggle: Write<ToggleInput>): Write<{ product: Product }> {
  return defineWrite({
    send: (api, { product }) => toggle.send(api, { product, on: false }),
    change: async (cache, { product }) => {
      const undoList = await takeFromList(cache, list().queryKey, product);
      const undoFlag = await toggle.change?.(cache, { product, on: false });
      return () => {
        undoFlag?.();
        undoList();
      };
    },
    stale: ({ product }) => [productQuery(product.id).queryKey],
    messages: { ...toggle.messages, done: ({ product }) => doneNotice(toggle, { product, on: false }) },
  });
}

export const favouriteRemoval = removalFrom(wishlistQuery, favouriteToggle);
export const compareRemoval = removalFrom(compareQuery, compareToggle);
