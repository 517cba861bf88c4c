import { describe, expect, it } from 'vitest';
import {
  EDITING,
  isInFlight,
  nextOrderPaymentPhase,
  placedOrderOf,
  type OrderPaymentEvent,
  type OrderPaymentPhase,
} from '../../src/features/checkout/payment/orderPayment';

const order = { id: 5004 };
type Phase = OrderPaymentPhase<typeof order>;
type Event = OrderPaymentEvent<typeof order>;
const next = (phase: Phase, event: Event) => nextOrderPaymentPhase(phase, event);
const run = (...events: Event[]) => events.reduce<Phase>(next, EDITING);
const PLACED: Event[] = [{ type: 'place' }, { type: 'placed', order }];

describe('an order and its payment, at checkout', () => {
  it('places, pays and leaves for 3-D Secure, busy from the press on', () => {
    const phases = [run({ type: 'place' }), run(...PLACED, { type: 'pay' })];
    expect(phases.map((phase) => phase.name)).toEqual(['placing', 'paying']);
    const leaving = run(...PLACED, { type: 'pay' }, { type: 'leaving' });
    expect(leaving).toEqual({ name: 'leaving', order });
    expect([...phases, leaving].every(isInFlight)).toBe(true);
  });

  it('ignores a second press while the order is on the way', () => {
    const placing = run({ type: 'place' });
    expect(next(placing, { type: 'place' })).toBe(placing);
    const paying = run(...PLACED, { type: 'pay' });
    expect(next(paying, { type: 'pay' })).toBe(paying);
  });

  it('goes back to editing when the server refuses the order', () => {
    expect(run({ type: 'place' }, { type: 'refused' })).toBe(EDITING);
    expect(isInFlight(EDITING)).toBe(false);
  });

  it('keeps the placed order when its payment fails, to pay the same order again', () => {
    const unpaid = run(...PLACED, { type: 'pay' }, { type: 'failed' });
    expect(unpaid).toEqual({ name: 'placed', order });
    expect(isInFlight(unpaid)).toBe(false);
    expect(placedOrderOf(next(unpaid, { type: 'pay' }))).toBe(order);
  });

  it('leaves for the order page of a bank transfer, and is pressable again back from 3-D Secure', () => {
    expect(run(...PLACED, { type: 'leaving' }).name).toBe('leaving');
    const back = run(...PLACED, { type: 'pay' }, { type: 'leaving' }, { type: 'back' });
    expect(back).toEqual({ name: 'placed', order });
  });
});

describe('the pay form of an order already placed', () => {
  const ready: Phase = { name: 'placed', order };

  it('is busy while paying and leaving, ready again after a failure, an answer at once, or back from 3-D Secure', () => {
    const paying = next(ready, { type: 'pay' });
    expect(paying.name).toBe('paying');
    expect(next(paying, { type: 'pay' })).toBe(paying);
    expect(next(paying, { type: 'leaving' }).name).toBe('leaving');
    expect(next(paying, { type: 'failed' })).toEqual(ready);
    expect(next(paying, { type: 'decided' })).toEqual(ready);
    expect(next(next(paying, { type: 'leaving' }), { type: 'back' })).toEqual(ready);
  });

  it('never goes back to placing an order', () => {
    expect(next(ready, { type: 'place' })).toBe(ready);
    expect(next(ready, { type: 'refused' })).toBe(ready);
  });
});
