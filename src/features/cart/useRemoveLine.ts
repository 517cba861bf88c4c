import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../shared/api';
import { errors, successes } from '../../shared/messages';
import { notify } from '../../shared/notify';
import { CART_WRITES, useCartCache } from './cartCache';
import { withLineAt, withoutLine } from './cartLines';
import type { CartLine } from './types';
import { notifyFailure } from '../../shared/showApiError';

export interface RemovedLine {
  line: CartLine;
  /** Its place in the cart, to show the undo there and to put the line back there. */
  index: number;
}

interface RemoveLineOptions {
  /** The line left the cart (at once, before the answer): show its undo. */
  onRemoved: (removed: RemovedLine) => void;
  /** The call failed and the line is back: its undo goes. */
  onRestored: (line: CartLine) => void;
}

/**
 * DELETE /carts/{id}, the optimistic way: the line (and the header's count with it) leaves at once
 * and comes back at its place with "Failed to remove product from cart" when the call fails.
 */
export function useRemoveLine({ onRemoved, onRestored }: RemoveLineOptions) {
  const cache = useCartCache();
  return useMutation({
    scope: CART_WRITES,
    mutationFn: (line: CartLine) => apiClient.DELETE('/carts/{cartItemId}', { params: { path: { cartItemId: line.id } } }),
    onMutate: async (line) => {
      await cache.hold();
      const index = cache.get()?.data.findIndex((item) => item.id === line.id) ?? -1;
      cache.update((cart) => withoutLine(cart, line.id));
      onRemoved({ line, index: Math.max(index, 0) });
      return { index: Math.max(index, 0) };
    },
    onError: (error, line, context) => {
      cache.update((cart) => withLineAt(cart, line, context?.index ?? 0));
      onRestored(line);
      notifyFailure(error, errors.cartRemoveFailed);
    },
    onSuccess: (answer) => {
      if (answer.data) cache.applyChange(answer.data.data);
      notify(successes.removedFromCart, 'success');
    },
    onSettled: (_answer, _error, line) => cache.productChanged(line.product.id),
  });
}

/**
 * Undo of a removal: the same product, variety, quantity and text added again
 * (POST /products/{id}/add-to-cart). The line is shown back at once; the cart is then fetched
 * again, as the new line has a new id.
 */
export function useUndoRemoval() {
  const cache = useCartCache();
  return useMutation({
    scope: CART_WRITES,
    mutationFn: ({ line }: RemovedLine) =>
      apiClient.POST('/products/{id}/add-to-cart', {
        params: { path: { id: line.product.id } },
        body: { variety_id: line.variety_id, quantity: line.quantity, ...(line.custom_text ? { custom_text: line.custom_text } : {}) },
      }),
    onMutate: async ({ line, index }) => {
      await cache.hold();
      cache.update((cart) => withLineAt(cart, line, index));
    },
    onError: (error, { line }) => {
      cache.update((cart) => withoutLine(cart, line.id));
      notifyFailure(error, errors.cartUpdateFailed);
    },
    onSuccess: () => notify(successes.cartUpdated, 'success'),
    onSettled: (_answer, _error, { line }) => Promise.all([cache.refetch(), cache.productChanged(line.product.id)]),
  });
}
