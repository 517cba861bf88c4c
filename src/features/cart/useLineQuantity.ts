import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { isApiError } from '../../../sdk';
import { apiClient } from '../../shared/api';
import { errors, successes } from '../../shared/messages';
import { notify } from '../../shared/notify';
import { notifyFailure } from '../../shared/showApiError';
import { withQuantity } from './cartLines';
import { cartQuery } from './queries';
import type { CartLine } from './types';
import { cartOf, cartQuantity, changeCart } from './writes';

/** How long the quantity waits after the last key press or click before it is sent. */
const QUANTITY_SEND_DELAY = 500;

/**
 * A line's quantity: shown (with its line total) at once, sent once the shopper pauses, and only
 * the last value (a burst of clicks or digits makes one PUT). A failure puts back the quantity the
 * server last accepted, with "Failed to update cart".
 */
export function useLineQuantity(line: CartLine): (quantity: number) => void {
  const queryClient = useQueryClient();
  const lineId = line.id;
  // What the server last accepted, the last value sent (or queued), and what the shopper wants now.
  const accepted = useRef(line.quantity);
  const sent = useRef(line.quantity);
  const wanted = useRef(line.quantity);
  const timer = useRef<number | undefined>(undefined);

  const stillInCart = () => cartOf(queryClient)?.data.some((item) => item.id === lineId) ?? false;

  const { mutate } = useMutation({
    scope: cartQuantity.scope,
    mutationFn: async (quantity: number) => {
      // Queued behind another write and overtaken meanwhile (a newer value, a rollback, a removal): the last value wins.
      if (quantity !== wanted.current || !stillInCart()) return undefined;
      return cartQuantity.send(apiClient, { lineId, quantity });
    },
    onSuccess: (answer, quantity) => {
      if (!answer) return;
      accepted.current = quantity;
      cartQuantity.answered?.(queryClient, answer, { lineId, quantity });
      if (quantity === wanted.current) notify(successes.cartUpdated, 'success');
    },
    onError: (error) => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
      wanted.current = sent.current = accepted.current;
      changeCart(queryClient, (cart) => withQuantity(cart, lineId, accepted.current));
      // A refused quantity (above the stock) says why in the server's words.
      const serverSays = isApiError(error) && error.status === 422 ? error.firstFieldError('quantity') : undefined;
      notifyFailure(error, serverSays ?? errors.cartUpdateFailed);
    },
  });

  const send = useCallback(() => {
    timer.current = undefined;
    if (wanted.current === sent.current) return;
    sent.current = wanted.current;
    mutate(wanted.current);
  }, [mutate]);

  // The cart fetched again with another quantity (another tab), while nothing of ours is on the way.
  useEffect(() => {
    if (timer.current === undefined && wanted.current === accepted.current && sent.current === accepted.current) {
      accepted.current = sent.current = wanted.current = line.quantity;
    }
  }, [line.quantity]);

  // Leaving the page right after a change still sends it.
  useEffect(() => {
    const waiting = timer;
    return () => {
      if (waiting.current === undefined) return;
      window.clearTimeout(waiting.current);
      send();
    };
  }, [send]);

  return (quantity: number) => {
    if (quantity === wanted.current) return;
    wanted.current = quantity;
    void queryClient.cancelQueries({ queryKey: cartQuery().queryKey });
    changeCart(queryClient, (cart) => withQuantity(cart, lineId, quantity));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(send, QUANTITY_SEND_DELAY);
  };
}
