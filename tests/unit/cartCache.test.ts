import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyCoupon, cartQuery, removeLine, restoreLine, showQuantity, type CartAnswer, type CartLine, type CartSummary } from '../../src/features/cart/cart';

// What the cart's writes show at once, in the cached GET /carts, and what their undo puts back.

const line = (id: number, unit: number, quantity: number) =>
  ({ id, unit_price: unit, quantity, total_price: unit * quantity, making_charge: null, product: { id: id * 100 } }) as CartLine;
const summary: CartSummary = { subtotal: 100, discount: 0, coupon: null, vat: 13.04, delivery: 50, total: 150 };
const [necklace, bangle, earrings] = [line(1, 1450, 1), line(2, 8020, 1), line(3, 1890, 2)];

function cacheWith(data: CartLine[]) {
  const cache = new QueryClient();
  cache.setQueryData<CartAnswer>(cartQuery().queryKey, { data, summary });
  return { cache, cart: () => cache.getQueryData<CartAnswer>(cartQuery().queryKey)! };
}
const ids = (cart: CartAnswer) => cart.data.map((item) => item.id);

describe('the cart cache changes', () => {
  it('changes a line quantity and its total, leaving the others', async () => {
    const { cache, cart } = cacheWith([necklace, bangle, earrings]);
    showQuantity(cache, 3, 3);
    expect(cart().data[2]).toMatchObject({ quantity: 3, total_price: 5670 });
    expect(cart().data[0]).toBe(necklace);
    expect(earrings.quantity).toBe(2);
  });

  it('keeps a line total to the halala, without float dust', async () => {
    const { cache, cart } = cacheWith([line(9, 0.1, 1)]);
    showQuantity(cache, 9, 3);
    expect(cart().data[0]!.total_price).toBe(0.3);
  });

  it('takes a removed line out at once and its undo puts it back at its place', async () => {
    const { cache, cart } = cacheWith([necklace, bangle, earrings]);
    const undo = await removeLine.change!(cache, { line: bangle });
    expect(ids(cart())).toEqual([1, 3]);
    undo();
    expect(ids(cart())).toEqual([1, 2, 3]);
  });

  it('restores a line at its place, or at the end when the cart got shorter, and never twice', async () => {
    const { cache, cart } = cacheWith([necklace]);
    const undo = await restoreLine.change!(cache, { line: earrings, index: 2 });
    expect(ids(cart())).toEqual([1, 3]);
    await restoreLine.change!(cache, { line: earrings, index: 0 });
    expect(ids(cart())).toEqual([1, 3]);
    undo();
    expect(ids(cart())).toEqual([1]);
  });

  it('takes the summary the server answered to a coupon', () => {
    const { cache, cart } = cacheWith([necklace]);
    const next = { ...summary, discount: 5, coupon: 'GOLD5', total: 145 };
    applyCoupon.answered!(cache, { data: { data: next } }, { code: 'GOLD5' });
    expect(cart().summary).toEqual(next);
    expect(ids(cart())).toEqual([1]);
  });
});
