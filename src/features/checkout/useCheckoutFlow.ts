import { useQueryClient } from '@tanstack/react-query';
import { useStateMachine } from '../../shared/useStateMachine';
import { cartQuery } from '../cart';
import type { PaymentOutcome } from '../payment';
import { placeOrder, type PlaceOrderInput, type PlacedOrder } from './api';
import { EDITING, isInFlight, nextCheckoutPhase, placedOrderOf } from './checkoutFlow';
import { allOrdersKey } from '../orders';

/**
 * Checkout's phase (checkoutFlow.ts) and the steps that move it. Kept here, above the form, so
 * the placed order outlives the cart it emptied: the page shows the order to pay, not "Cart is empty".
 */
export function useCheckoutFlow() {
  const queryClient = useQueryClient();
  const { state: phase, send, now } = useStateMachine(nextCheckoutPhase, EDITING);

  /** POST /orders; undefined when the server refused it (`refused` has shown why). */
  const place = async (body: PlaceOrderInput, refused: (error: unknown) => void): Promise<PlacedOrder | undefined> => {
    send({ type: 'place' });
    let order: PlacedOrder;
    try {
      order = await placeOrder(body);
    } catch (error) {
      refused(error);
      send({ type: 'refused' });
      return undefined;
    }
    send({ type: 'placed', order });
    // The cart was turned into the order: the header's count follows, and My orders lists it.
    void queryClient.invalidateQueries({ queryKey: cartQuery().queryKey });
    void queryClient.invalidateQueries({ queryKey: allOrdersKey });
    return order;
  };

  /** Pays the placed order by card; on the way to the gateway's answer the button stays busy until the browser goes. */
  const pay = async (payment: () => Promise<PaymentOutcome>) => {
    send({ type: 'pay' });
    send({ type: (await payment()) === 'failed' ? 'unpaid' : 'leave' });
  };

  return {
    placed: placedOrderOf(phase),
    busy: isInFlight(phase),
    /** The phase as it is at this instant, for the press's guard (a render may not have caught up yet). */
    now,
    place,
    pay,
    leave: () => send({ type: 'leave' }),
    back: () => send({ type: 'back' }),
  };
}

export type CheckoutFlow = ReturnType<typeof useCheckoutFlow>;
