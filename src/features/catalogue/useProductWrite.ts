import type { MessageDescriptor } from '@lingui/core';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
import { isApiError } from '../../../sdk';
import { notify, type ToastWithLink } from '../../shared/notify';
import { notifyFailure } from '../../shared/showApiError';
import { useAuth } from '../auth';
import { setFlagInCachedAnswers, type ProductFlag } from './productFlags';

export interface ProductWriteOptions<Input> {
  /** The product and its flag, set in every cached answer that shows it once the write is made. */
  product: { id: number; flag: ProductFlag };
  send: (input: Input) => Promise<unknown>;
  /** The flag once `input` is written (added to the cart: true). */
  flagAfter: (input: Input) => boolean;
  /** The toast once it is written (SPEC §8); may name the product and link on ("View cart"). */
  written: (input: Input) => MessageDescriptor | ToastWithLink;
  /** A guest, or a 401 answer. */
  login: MessageDescriptor;
  /** Any other failure. */
  failed: MessageDescriptor;
  /** The queries the write makes stale (the cart for the header's count…). */
  staleQueries: QueryKey[];
  /** Writes sharing a scope run one after another (the cart's: CART_WRITES). */
  scope?: { id: string };
  /** At once when the call fails (before the stale queries are asked again): a toggle rolls back. */
  onFailed?: (input: Input) => void;
}

export interface ProductWrite<Input> {
  /**
   * Sends it; false (nothing sent) for a guest, told to log in, or while the last one is on its
   * way. `onWritten` runs once it is written and the stale queries are fresh again.
   */
  write: (input: Input, onWritten?: () => void) => boolean;
  /** True while the call is on its way (the button shows a spinner). */
  pending: boolean;
}

/**
 * One write of a shopper's product (its cart, favourite or compare flag): a guest gets "please
 * login" and no call; one tap, one call; the flag set in every cached answer and a toast after
 * it; the failure's toast; the stale queries asked again. Toggles and "Add to cart" build on it.
 */
export function useProductWrite<Input>(options: ProductWriteOptions<Input>): ProductWrite<Input> {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: options.send,
    scope: options.scope,
    onSuccess: (_answer, input) => {
      setFlagInCachedAnswers(queryClient, options.product.id, options.product.flag, options.flagAfter(input));
      notify(options.written(input), 'success');
    },
    onError: (error, input) => {
      options.onFailed?.(input);
      notifyFailure(error, isApiError(error) && error.status === 401 ? options.login : options.failed);
    },
    onSettled: () => Promise.all(options.staleQueries.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });

  // A second tap before the page has drawn the first one's spinner finds the first still on its
  // way (the mutation's own state is the last render's).
  const sending = useRef(false);
  function write(input: Input, onWritten?: () => void) {
    if (!isAuthenticated) {
      notify(options.login, 'info');
      return false;
    }
    if (sending.current) return false;
    sending.current = true;
    mutation.mutate(input, { onSuccess: onWritten, onSettled: () => (sending.current = false) });
    return true;
  }

  return { write, pending: mutation.isPending };
}
