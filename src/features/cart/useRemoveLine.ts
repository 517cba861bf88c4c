import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../shared/api';
import { errors, successes } from '../../shared/messages';
import { notify } from '../../shared/notify';
import { notifyFailure } from '../../shared/showApiError';
import type { Undo } from '../../shared/writes';
import { productQuery } from '../catalogue';
import { withLineAt, withoutLine } from './cartLines';
import { cartQuery } from './queries';
import type { CartLine } from './types';
import { addToCart, cartOf, changeCart, removeLine } from './writes';

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

/** The removeLine write, with the cart page's undo shown at once and taken away when the line comes back. */
export function useRemoveLine({ onRemoved, onRestored }: RemoveLineOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: removeLine.scope,
    mutationFn: (line: CartLine) => removeLine.send(apiClient, { line }),
    onMutate: async (line): Promise<{ undo?: Undo }> => {
      const index = Math.max(cartOf(queryClient)?.data.findIndex((item) => item.id === line.id) ?? 0, 0);
      const undo = await removeLine.change?.(queryClient, { line });
      onRemoved({ line, index });
      return { undo };
    },
    onError: (error, line, context) => {
      context?.undo?.();
      onRestored(line);
      notifyFailure(error, errors.cartRemoveFailed);
    },
    onSuccess: (answer, line) => {
      removeLine.answered?.(queryClient, answer, { line });
      notify(successes.removedFromCart, 'success');
    },
    onSettled: (_answer, _error, line) =>
      Promise.all((removeLine.stale?.({ line }) ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/**
 * Undo of a removal: the same product, variety, quantity and text added again (the addToCart
 * write's call). The line is shown back at once; the cart is then fetched again, as the new line
 * has a new id.
 */
export function useUndoRemoval() {
  const queryClient = useQueryClient();
  const cartKey = cartQuery().queryKey;
  return useMutation({
    scope: addToCart.scope,
    mutationFn: ({ line }: RemovedLine) =>
      addToCart.send(apiClient, {
        product: { ...line.product, variety_id: line.variety_id },
        quantity: line.quantity,
        custom_text: line.custom_text ?? undefined,
      }),
    onMutate: async ({ line, index }) => {
      await queryClient.cancelQueries({ queryKey: cartKey });
      changeCart(queryClient, (cart) => withLineAt(cart, line, index));
    },
    onError: (error, { line }) => {
      changeCart(queryClient, (cart) => withoutLine(cart, line.id));
      notifyFailure(error, errors.cartUpdateFailed);
    },
    onSuccess: () => notify(successes.cartUpdated, 'success'),
    onSettled: (_answer, _error, { line }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKey }),
        queryClient.invalidateQueries({ queryKey: productQuery(line.product.id).queryKey }),
      ]),
  });
}
