import { describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../src/features/checkout/api';
import { EDITING, isInFlight, nextCheckoutPhase, placedOrderOf, type CheckoutEvent, type CheckoutPhase } from '../../src/features/checkout/checkoutFlow';
import { nextCardPaymentPhase } from '../../src/features/payment/cardPaymentPhase';

const order = { order: { id: 5004 }, payment_required: true } as unknown as PlacedOrder;
const run = (...events: CheckoutEvent[]) => events.reduce<CheckoutPhase>(nextCheckoutPhase, EDITING);

describe('checkout phases', () => {
  it('places, pays and leaves for 3-D Secure, busy from the press on', () => {
    const phases = [run({ type: 'place' }), run({ type: 'place' }, { type: 'placed', order }, { type: 'pay' })];
    expect(phases.map((phase) => phase.name)).toEqual(['placing', 'paying']);
    const leaving = run({ type: 'place' }, { type: 'placed', order }, { type: 'pay' }, { type: 'leave' });
    expect(leaving).toEqual({ name: 'leaving', order });
    expect([...phases, leaving].every(isInFlight)).toBe(true);
  });

  it('ignores a second press while the order is on the way', () => {
    const placing = run({ type: 'place' });
    expect(nextCheckoutPhase(placing, { type: 'place' })).toBe(placing);
    const paying = run({ type: 'place' }, { type: 'placed', order }, { type: 'pay' });
    expect(nextCheckoutPhase(paying, { type: 'pay' })).toBe(paying);
  });

  it('goes back to editing when the server refuses the order', () => {
    expect(run({ type: 'place' }, { type: 'refused' })).toBe(EDITING);
    expect(isInFlight(EDITING)).toBe(false);
  });

  it('keeps the placed order when its payment fails, to pay the same order again', () => {
    const unpaid = run({ type: 'place' }, { type: 'placed', order }, { type: 'pay' }, { type: 'unpaid' });
    expect(unpaid).toEqual({ name: 'placed', order });
    expect(isInFlight(unpaid)).toBe(false);
    expect(placedOrderOf(nextCheckoutPhase(unpaid, { type: 'pay' }))).toBe(order);
  });

  it('leaves for the order page of a bank transfer, and is pressable again back from 3-D Secure', () => {
    expect(run({ type: 'place' }, { type: 'placed', order }, { type: 'leave' }).name).toBe('leaving');
    const back = run({ type: 'place' }, { type: 'placed', order }, { type: 'pay' }, { type: 'leave' }, { type: 'back' });
    expect(back).toEqual({ name: 'placed', order });
  });
});

describe('the pay form of a placed order', () => {
  it('is busy while paying and leaving, ready again after a failure, an answer at once, or back from 3-D Secure', () => {
    expect(nextCardPaymentPhase('ready', 'pay')).toBe('paying');
    expect(nextCardPaymentPhase('paying', 'pay')).toBe('paying');
    expect(nextCardPaymentPhase('paying', 'leaving')).toBe('leaving');
    expect(nextCardPaymentPhase('paying', 'failed')).toBe('ready');
    expect(nextCardPaymentPhase('paying', 'decided')).toBe('ready');
    expect(nextCardPaymentPhase('leaving', 'back')).toBe('ready');
  });
});
