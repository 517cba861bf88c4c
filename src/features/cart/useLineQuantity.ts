import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useWrite } from '../../shared/writes';
import { cartQuantity, hasLine, showQuantity, type CartLine } from './cart';

/** How long the quantity waits after the last key press or click before it is sent. */
const QUANTITY_SEND_DELAY = 500;

/**
 * A line's quantity: shown (with its line total) at once, sent once the shopper pauses, and only
 * the last value (a burst of clicks or digits makes one PUT). A failure puts back the quantity the
 * server last accepted, with "Failed to update cart" or the server's reason ("only 3 left").
 */
export function useLineQuantity(line: CartLine): (quantity: number) => void {
  const queryClient = useQueryClient();
  const lineId = line.id;
  // What the server last accepted, the last value sent (or queued), and what the shopper wants now.
  const accepted = useRef(line.quantity);
  const sent = useRef(line.quantity);
  const wanted = useRef(line.quantity);
  const timer = useRef<number | undefined>(undefined);

  // Queued behind another write and overtaken meanwhile (a newer value, a rollback, a removal): the last value wins.
  const { run } = useWrite(cartQuantity, {
    signedIn: true,
    stillWanted: ({ quantity }) => quantity === wanted.current && hasLine(queryClient, lineId),
  });
  // The send waiting on a timer (or on leaving the page) uses this render's run.
  const latestRun = useRef(run);
  useEffect(() => {
    latestRun.current = run;
  });

  const send = useCallback(() => {
    timer.current = undefined;
    if (wanted.current === sent.current) return;
    const quantity = (sent.current = wanted.current);
    latestRun.current(
      { lineId, quantity },
      {
        onDone: () => (accepted.current = quantity),
        onFailed: () => {
          window.clearTimeout(timer.current);
          timer.current = undefined;
          wanted.current = sent.current = accepted.current;
          showQuantity(queryClient, lineId, accepted.current);
        },
      },
    );
  }, [lineId, queryClient]);

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
    showQuantity(queryClient, lineId, quantity);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(send, QUANTITY_SEND_DELAY);
  };
}
