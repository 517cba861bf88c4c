// Browser only: the card goes from the shopper's browser to the gateway; its refusals are said in the global Lingui instance.
import { i18n } from '@lingui/core';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useEffectEvent } from 'react';
import { errors } from '../../../shared/messages';
import { notifyFailure } from '../../../shared/showApiError';
import { useStateMachine } from '../../../shared/useStateMachine';
import { recordCardPayment, type PaymentMode } from '../api';
import { CardRejected, createCardPayment, leaveFor } from './gateway';
import { withGatewayReturn, type OrderPage } from './gatewayReturn';
import { useCardForm, type CardForm, type CardValues } from './CardForm';

// An order and its card payment: the phase they go through, the payment through the gateway, and
// the hook that moves the phase (for checkout and for an order's pay form alike).

/**
 * An order and its payment, as one named phase: checkout starts it at `editing`, the pay form of
 * an order already placed at `placed`. The order travels with the phase, so that when its card
 * payment fails, "Pay" again pays the SAME order instead of placing another.
 *
 *   editing ─place─▶ placing ─placed─▶ placed ─pay─▶ paying ─leaving─▶ leaving
 *   placing ─refused─▶ editing            (the server said no: the problems are shown)
 *   paying ─failed | decided─▶ placed     (it could not start, or the gateway answered at once)
 *   placed ─leaving─▶ leaving             (a bank transfer: on to the order's page)
 *   leaving ─back─▶ placed                (the browser brought the page back from 3-D Secure)
 */
export type OrderPaymentPhase<Order> =
  | { name: 'editing' }
  | { name: 'placing' }
  | { name: 'placed'; order: Order }
  | { name: 'paying'; order: Order }
  /** For the order's page (bank transfer) or the gateway's 3-D Secure: busy until the browser goes. */
  | { name: 'leaving'; order: Order };

export type OrderPaymentEvent<Order> =
  | { type: 'place' }
  | { type: 'refused' }
  | { type: 'placed'; order: Order }
  | { type: 'pay' }
  | { type: PaymentOutcome }
  /** The browser brought the page back from 3-D Secure (its back-forward cache), as it was when it left. */
  | { type: 'back' };

export const EDITING = { name: 'editing' } as const;

/** The next phase; an event that does not fit the phase changes nothing (a second press, for one). */
export function nextOrderPaymentPhase<Order>(phase: OrderPaymentPhase<Order>, event: OrderPaymentEvent<Order>): OrderPaymentPhase<Order> {
  switch (event.type) {
    case 'place':
      return phase.name === 'editing' ? { name: 'placing' } : phase;
    case 'refused':
      return phase.name === 'placing' ? EDITING : phase;
    case 'placed':
      return phase.name === 'placing' ? { name: 'placed', order: event.order } : phase;
    case 'pay':
      return phase.name === 'placed' ? { name: 'paying', order: phase.order } : phase;
    case 'failed':
    case 'decided':
      return phase.name === 'paying' ? { name: 'placed', order: phase.order } : phase;
    case 'leaving':
      return phase.name === 'placed' || phase.name === 'paying' ? { name: 'leaving', order: phase.order } : phase;
    case 'back':
      return phase.name === 'leaving' ? { name: 'placed', order: phase.order } : phase;
  }
}

/** The one in-flight guard: while the order is being placed or paid, or the page left, a press does nothing. */
export const isInFlight = (phase: OrderPaymentPhase<unknown>) =>
  phase.name === 'placing' || phase.name === 'paying' || phase.name === 'leaving';

/** The order placed, if it is yet. */
export const placedOrderOf = <Order>(phase: OrderPaymentPhase<Order>): Order | null => ('order' in phase ? phase.order : null);


/** The order being paid: what the gateway needs to know of it. */
export interface PayableOrder {
  id: number;
  /** In Saudi riyals. */
  total: number;
  order_number: string;
}

/**
 * What became of a payment: `leaving` for the gateway's 3-D Secure page (keep the button busy
 * while the browser goes), `decided` at once by the gateway (its outcome's page is open), or
 * `failed` to start ("Error in payment" was shown, what was typed is kept).
 */
type PaymentOutcome = 'leaving' | 'decided' | 'failed';

/**
 * Pays an order by card: the card goes to the gateway (gateway.ts), the store's API is told only
 * the gateway's payment id, and the shopper goes to the gateway's 3-D Secure page, or straight to
 * the order's details (the callback address) when the gateway decided at once. The gateway's
 * refusal of a field goes beside that field on `form`, when given.
 *
 * Holds no state: the caller's phase says whether a payment is on the way, and guards the press.
 */
function useCardPayment(orderPage: OrderPage, form?: CardForm) {
  const router = useRouter();

  return useCallback(
    async (order: PayableOrder, card: CardValues, mode: PaymentMode): Promise<PaymentOutcome> => {
      try {
        const payment = await createCardPayment({
          amount: order.total,
          // For the merchant's gateway dashboard, not shown to the shopper.
          description: `Order ${order.order_number}`,
          callbackUrl: new URL(orderPage(order.id), window.location.origin).href,
          orderId: order.id,
          card,
        });
        await recordCardPayment(order.id, payment.id, mode);
        if (payment.status === 'initiated' && payment.redirectUrl) {
          leaveFor(payment.redirectUrl);
          return 'leaving';
        }
        await router.navigate({ href: withGatewayReturn(orderPage(order.id), payment) });
        return 'decided';
      } catch (error) {
        if (error instanceof CardRejected && form) {
          for (const [field, message] of Object.entries(error.fields)) form.setFieldError(field, i18n._(message));
        } else {
          notifyFailure(error, errors.paymentFailed);
        }
        return 'failed';
      }
    },
    [form, router, orderPage],
  );
}

/**
 * An order's phase (above), the card form that pays it and the payment itself: the
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
