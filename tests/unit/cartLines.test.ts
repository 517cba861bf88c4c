import { describe, expect, it } from 'vitest';
import { withLineAt, withoutLine, withQuantity, withSummary } from '../../src/features/cart/cartLines';
import type { CartAnswer, CartLine, CartSummary } from '../../src/features/cart/types';

const line = (id: number, unit: number, quantity: number) => ({ id, unit_price: unit, quantity, total_price: unit * quantity }) as CartLine;
const summary: CartSummary = { subtotal: 100, discount: 0, coupon: null, vat: 13.04, delivery: 50, total: 150 };
const [necklace, bangle, earrings] = [line(1, 1450, 1), line(2, 8020, 1), line(3, 1890, 2)];
const cart: CartAnswer = { data: [necklace, bangle, earrings], summary };

describe('the cart cache changes', () => {
  it('changes a line quantity and its total, leaving the others', () => {
    const changed = withQuantity(cart, 3, 3);
    expect(changed.data[2]!).toMatchObject({ quantity: 3, total_price: 5670 });
    expect(changed.data[0]).toBe(necklace);
    expect(earrings.quantity).toBe(2);
  });

  it('keeps a line total to the halala, without float dust', () => {
    const cents = { data: [line(9, 0.1, 1)] } as CartAnswer;
    expect(withQuantity(cents, 9, 3).data[0]!.total_price).toBe(0.3);
  });

  it('takes a line out and puts it back at its place', () => {
    const without = withoutLine(cart, 2);
    expect(without.data.map((item) => item.id)).toEqual([1, 3]);
    expect(withLineAt(without, bangle, 1).data.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('puts a line back at the end when the cart got shorter, and never twice', () => {
    const short = { ...cart, data: [necklace] };
    expect(withLineAt(short, earrings, 2).data.map((item) => item.id)).toEqual([1, 3]);
    expect(withLineAt(cart, bangle, 0)).toBe(cart);
  });

  it('takes the summary the server answered', () => {
    const next = { ...summary, total: 99 };
    expect(withSummary(cart, next).summary).toBe(next);
    expect(withSummary(cart, next).data).toBe(cart.data);
  });
});
