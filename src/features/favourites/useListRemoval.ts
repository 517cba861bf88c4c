import type { MessageDescriptor } from '@lingui/core';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError, type components } from '../../../sdk';
import { notify } from '../../shared/notify';
import type { Product } from '../catalogue';
import { notifyFailure } from '../../shared/showApiError';

type ListAnswer = components['schemas']['ProductListResponse'];

interface ListRemovalOptions {
  /** The list the product leaves (GET /wishlist or GET /compare). */
  listKey: QueryKey;
  /** Sends the removal. */
  send: (product: Product) => Promise<unknown>;
  /** The toasts: done, a 401 ("please login…"), any other failure. */
  messages: { removed: MessageDescriptor; login: MessageDescriptor; failed: MessageDescriptor };
  /** What else the removal makes stale (the product's own page, for its flag). */
  staleQueries: (product: Product) => QueryKey[];
}

/**
 * Takes a product out of a list (favourites, compare) the optimistic way: it leaves the cached
 * list at once and comes back at its place, with the failure toast, when the call fails.
 *
 * The list is not fetched again after a success: the cache already holds what the server now
 * has, and a refetch could bring back a stale answer (the mock always sends the same list).
 */
export function useListRemoval({ listKey, send, messages, staleQueries }: ListRemovalOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (product: Product) => {
      // An answer on its way would overwrite the optimistic list.
      await queryClient.cancelQueries({ queryKey: listKey });
      const list = queryClient.getQueryData<ListAnswer>(listKey);
      const index = list?.data.findIndex((item) => item.id === product.id) ?? -1;
      if (list && index >= 0) queryClient.setQueryData<ListAnswer>(listKey, { ...list, data: list.data.filter((item) => item.id !== product.id) });
      return { index };
    },
    onError: (error, product, context) => {
      // Put back only this product, where it was: another removal may have succeeded meanwhile.
      const list = queryClient.getQueryData<ListAnswer>(listKey);
      if (list && context && context.index >= 0 && !list.data.some((item) => item.id === product.id)) {
        const data = [...list.data];
        data.splice(Math.min(context.index, data.length), 0, product);
        queryClient.setQueryData<ListAnswer>(listKey, { ...list, data });
      }
      notifyFailure(error, isApiError(error) && error.status === 401 ? messages.login : messages.failed);
    },
    onSuccess: () => notify(messages.removed, 'success'),
    onSettled: (_answer, _error, product) =>
      Promise.all(staleQueries(product).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
