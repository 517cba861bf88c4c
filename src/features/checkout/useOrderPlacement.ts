import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { cartQuery } from '../cart';
import { ORDERS_LIST_KEY, placeOrder, type PlaceOrderInput, type PlacedOrder } from './api';

/**
 * Places the order at most once. The placed order is kept here, above the form, so that when its
 * card payment fails, pressing "Pay" again pays the SAME order instead of placing another, even
 * though the cart (now empty on the server) no longer has anything in it.
 */
export function useOrderPlacement() {
  const queryClient = useQueryClient();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const placedRef = useRef<PlacedOrder | null>(null);

  const place = useCallback(
    async (body: PlaceOrderInput): Promise<PlacedOrder> => {
      if (placedRef.current) return placedRef.current;
      const answer = await placeOrder(body);
      placedRef.current = answer;
      setPlaced(answer);
      // The cart was turned into the order: the header's count follows, and My orders lists it.
      void queryClient.invalidateQueries({ queryKey: cartQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: ORDERS_LIST_KEY });
      return answer;
    },
    [queryClient],
  );

  return { placed, place };
}

export type OrderPlacement = ReturnType<typeof useOrderPlacement>;
