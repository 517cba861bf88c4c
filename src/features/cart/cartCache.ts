import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { components } from '../../../sdk';
import { productQuery } from '../catalogue';
import { cartQuery } from './queries';
import { withSummary } from './cartLines';
import type { CartAnswer } from './types';

/**
 * Every write of the cart (adding from a card, the quick view or the product page, quantities,
 * removals, undo, coupon) runs in this one mutation scope, so
 * TanStack Query sends them one after another: two changes never race, and the summary of the
 * last answer is the server's latest.
 */
export const CART_WRITES = { id: 'cart-writes' } as const;

type CartChange = components['schemas']['CartChange']['data'];

/** Reads and changes the cached GET /carts answer, which the page and the header's count both show. */
export function useCartCache() {
  const queryClient = useQueryClient();
  const key: QueryKey = cartQuery().queryKey;
  const get = () => queryClient.getQueryData<CartAnswer>(key);
  const update = (change: (cart: CartAnswer) => CartAnswer) =>
    queryClient.setQueryData<CartAnswer>(key, (cart) => (cart ? change(cart) : cart));
  return {
    get,
    update,
    /** An answer on its way would overwrite the change about to be shown. */
    hold: () => queryClient.cancelQueries({ queryKey: key }),
    /** The answer of PUT/DELETE /carts/{id}: its summary, and a fresh cart if the count says it differs. */
    applyChange: (change: CartChange) => {
      update((cart) => withSummary(cart, change.summary));
      const lines = get()?.data.length;
      if (lines !== undefined && lines !== change.cart_count) void queryClient.invalidateQueries({ queryKey: key });
    },
    /** The product's own page keeps its "in the cart" flag. */
    productChanged: (productId: number) => queryClient.invalidateQueries({ queryKey: productQuery(productId).queryKey }),
    refetch: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}
