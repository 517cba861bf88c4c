import { useEffect, useEffectEvent } from 'react';
import { useStateMachine } from '../../../shared/useStateMachine';
import type { PaymentMode } from './api';
import { isInFlight, nextOrderPaymentPhase, placedOrderOf, type OrderPaymentEvent, type OrderPaymentPhase } from './orderPaymentFlow';
import type { OrderPage } from './gatewayReturn';
import { useCardForm } from './useCardForm';
import { useCardPayment, type PayableOrder } from './useCardPayment';

/**
 * An order's phase (orderPaymentFlow.ts), the card form that pays it and the payment itself: the
 * one place that moves the phase of a card payment, for checkout and for an order's pay form alike.
 */
export function useOrderPayment<Order>(start: OrderPaymentPhase<Order>, orderPage: OrderPage) {
  const cardForm = useCardForm();
  const payByCard = useCardPayment(orderPage, cardForm);
  const { state: phase, send, now } = useStateMachine<OrderPaymentPhase<Order>, OrderPaymentEvent<Order>>(nextOrderPaymentPhase, start);

  // Back from the gateway's 3-D Secure page, the browser may show this page from its back-forward
  // cache, as it was when it left: the card still typed and the button busy. It starts over.
  const back = useEffectEvent(() => {
    send({ type: 'back' });
    cardForm.reset();
  });
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) back();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  /** Pays the placed order with the card typed; busy until the browser goes, or ready to pay again. */
  const pay = async (order: PayableOrder, mode: PaymentMode) => {
    // The phase as it is now, not as last rendered: a double click's second press must see the first.
    if (now().name !== 'placed') return;
    send({ type: 'pay' });
    send({ type: await payByCard(order, cardForm.getValues(), mode) });
  };

  return {
    /** The order placed, once it is: then it is what is shown and paid. */
    placed: placedOrderOf(phase),
    busy: isInFlight(phase),
    /** The phase at this instant, for a press's guard (a render may not have caught up yet). */
    now,
    send,
    cardForm,
    pay,
  };
}

