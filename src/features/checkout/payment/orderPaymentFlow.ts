import type { PaymentOutcome } from './useCardPayment';

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
