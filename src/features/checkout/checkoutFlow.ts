import type { PlacedOrder } from './api';

/**
 * Where checkout stands, as one named phase. Once placed, the order travels with the phase: when
 * its card payment fails, pressing "Pay" again pays the SAME order instead of placing another.
 *
 *   editing ─place─▶ placing ─placed─▶ placed, unpaid ─pay─▶ paying ─leave─▶ leaving
 *   placing ─refused─▶ editing          (the server said no: the problems are shown)
 *   paying ─unpaid─▶ placed             (the payment could not start: pay again)
 *   placed ─leave─▶ leaving             (a bank transfer: on to the order's page)
 *   leaving ─back─▶ placed              (the browser brought the page back from 3-D Secure)
 */
export type CheckoutPhase =
  | { name: 'editing' }
  | { name: 'placing' }
  | { name: 'placed'; order: PlacedOrder }
  | { name: 'paying'; order: PlacedOrder }
  /** For the order's page (bank transfer) or the gateway's 3-D Secure: busy until the browser goes. */
  | { name: 'leaving'; order: PlacedOrder };

export type CheckoutEvent =
  | { type: 'place' }
  | { type: 'refused' }
  | { type: 'placed'; order: PlacedOrder }
  | { type: 'pay' }
  | { type: 'unpaid' }
  | { type: 'leave' }
  /** The browser brought the page back from 3-D Secure (its back-forward cache), as it was when it left. */
  | { type: 'back' };

export const EDITING: CheckoutPhase = { name: 'editing' };

/** The next phase; an event that does not fit the phase changes nothing (a second press, for one). */
export function nextCheckoutPhase(phase: CheckoutPhase, event: CheckoutEvent): CheckoutPhase {
  switch (event.type) {
    case 'place':
      return phase.name === 'editing' ? { name: 'placing' } : phase;
    case 'refused':
      return phase.name === 'placing' ? EDITING : phase;
    case 'placed':
      return phase.name === 'placing' ? { name: 'placed', order: event.order } : phase;
    case 'pay':
      return phase.name === 'placed' ? { name: 'paying', order: phase.order } : phase;
    case 'unpaid':
      return phase.name === 'paying' ? { name: 'placed', order: phase.order } : phase;
    case 'leave':
      return phase.name === 'placed' || phase.name === 'paying' ? { name: 'leaving', order: phase.order } : phase;
    case 'back':
      return phase.name === 'leaving' ? { name: 'placed', order: phase.order } : phase;
  }
}

/** The one in-flight guard: while the order is being placed or paid, or the page left, a press does nothing. */
export const isInFlight = (phase: CheckoutPhase) => phase.name === 'placing' || phase.name === 'paying' || phase.name === 'leaving';

/** The order placed in this visit, if any (then the form shows it, and pays it). */
export const placedOrderOf = (phase: CheckoutPhase): PlacedOrder | null => ('order' in phase ? phase.order : null);
