// The mock's memory on its own (no Prism): what it remembers of each shopper and the sums it
// gives. tests/contract/memoryAnswers.test.ts sends the same calls through Prism, which judges
// every answer against the contract.
import { describe, expect, it } from 'vitest';
import { goldHistory } from '../../mocks/memory/goldHistory.mjs';
import { createMemory, MAX_SHOPPERS } from '../../mocks/memory/index.mjs';

/* eslint-disable @typescript-eslint/no-explicit-any -- the memory's answers are read as plain JSON */

type Answer = { status: number; body: any };

/** A memory and a way to call it as one shopper (a token of its own) in a language. */
function memoryWith({ declined = new Set<string>() } = {}) {
  const memory = createMemory({ gateway: { decisionOf: (id: string) => (declined.has(id) ? 'failed' : undefined) } });
  const as =
    (token: string | undefined, lang = 'en') =>
    (method: string, url: string, body?: unknown): Promise<Answer> =>
      memory.answer({ method, url, headers: { lang, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body });
  return { memory, as };
}

const sumOfLines = (lines: { total_price: number }[]) => Math.round(lines.reduce((sum, l) => sum + l.total_price, 0) * 100) / 100;

describe('the cart', () => {
  it('adds a piece as a new line, and more of it to the same line, within its stock', async () => {
    const call = memoryWith().as('cart-1');
    const before = (await call('GET', '/carts')).body.data.length;
    const added = await call('POST', '/products/105/add-to-cart', { variety_id: 1005, quantity: 2 });
    expect(added.body.data).toEqual({ is_cart: true, cart_count: before + 1 });
    await call('POST', '/products/105/add-to-cart', { variety_id: 1005, quantity: 3 });
    const line = (await call('GET', '/carts')).body.data.find((l: any) => l.product.id === 105);
    expect(line).toMatchObject({ quantity: 5, unit_price: 1395, total_price: 6975 });
    expect((await call('GET', '/products/105')).body.data.is_cart).toBe(true);
    // 15 in stock: 5 + 11 is one too many.
    const refused = await call('POST', '/products/105/add-to-cart', { variety_id: 1005, quantity: 11 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.quantity[0]).toContain('15');
  });

  it('sums the lines: subtotal, coupon, VAT included, delivery, total', async () => {
    const call = memoryWith().as('cart-2');
    await call('PUT', '/carts/303', { quantity: 3 });
    const cart = (await call('GET', '/carts')).body;
    const subtotal = sumOfLines(cart.data);
    expect(cart.summary).toEqual({ subtotal, discount: 0, coupon: null, vat: Math.round(((subtotal + 50) * 15) / 115 * 100) / 100, delivery: 50, total: subtotal + 50 });

    const withCoupon = (await call('POST', '/coupon', { code: 'gold10' })).body.data;
    expect(withCoupon).toMatchObject({ subtotal, discount: Math.round(subtotal * 10) / 100, coupon: 'GOLD10', total: subtotal - Math.round(subtotal * 10) / 100 + 50 });
    expect((await call('GET', '/carts')).body.summary).toEqual(withCoupon);
    expect((await call('DELETE', '/coupon')).body.data.discount).toBe(0);
  });

  it('refuses an unknown coupon and a quantity above the stock, with the numbers of the case', async () => {
    const call = memoryWith().as('cart-3', 'ar');
    const coupon = await call('POST', '/coupon', { code: 'GOLD50' });
    expect(coupon.status).toBe(422);
    expect(coupon.body.errors.code[0]).toMatch(/[\u0600-\u06FF]/);
    const tooMany = await call('PUT', '/carts/302', { quantity: 4 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toContain('3');
    expect((await call('PUT', '/carts/999', { quantity: 1 })).status).toBe(404);
  });

  it('removes a line, and the count and flags follow', async () => {
    const call = memoryWith().as('cart-4');
    const removed = await call('DELETE', '/carts/301');
    expect(removed.body.data.cart_count).toBe(2);
    expect((await call('GET', '/products/109')).body.data.is_cart).toBe(false);
  });
});

describe('orders', () => {
  type Call = ReturnType<ReturnType<typeof memoryWith>['as']>;
  async function cartOf(call: Call, lines: [number, number, number][]) {
    for (const line of (await call('GET', '/carts')).body.data) await call('DELETE', `/carts/${line.id}`);
    for (const [id, variety_id, quantity] of lines) await call('POST', `/products/${id}/add-to-cart`, { variety_id, quantity });
  }
  /** Checkout as the store does it: a quote, then the order placed against it. */
  async function placeOrder(call: Call, body: Record<string, unknown>) {
    const quote = await call('POST', '/checkout/quote', body);
    return call('POST', '/orders', { address_id: 1, shipping_company_id: 1, ...body, quote_id: quote.body.data?.id });
  }

  it('takes the cart, its coupon and 3% off for a bank transfer; the order comes first and the cart empties', async () => {
    const call = memoryWith().as('orders-1');
    await cartOf(call, [[104, 1004, 2]]);
    await call('POST', '/coupon', { code: 'GOLD5' });
    const placed = await placeOrder(call, { payment_method: 'bank_transfer' });
    expect(placed.status).toBe(201);
    const order = placed.body.data.order;
    // 5721.50 − 5% (286.08) = 5435.42; − 3% (163.06) = 5272.36; + 50 delivery.
    expect(order).toMatchObject({ subtotal: 5721.5, discount: 449.14, delivery_cost: 50, total: 5322.36, order_number: 'ORD-5004' });
    // The 24K coin is investment gold, zero-rated: the VAT is the delivery's alone (50 × 15 / 115).
    expect(order.vat).toBe(6.52);
    expect(placed.body.data).toMatchObject({ payment_required: false, bank_account: { iban: expect.any(String) } });
    expect((await call('GET', '/orders')).body.data[0]).toMatchObject({ id: order.id, total: 5322.36, items_count: 1 });
    expect((await call('GET', '/carts')).body.data).toEqual([]);
    expect((await call('GET', '/carts')).body.summary.total).toBe(0);
    expect((await call('GET', `/orders/${order.id}`)).body.data.items[0]).toMatchObject({ product_id: 104, quantity: 2, total_price: 5721.5 });
  });

  it('needs the personal ID above 10,000 SAR', async () => {
    const call = memoryWith().as('orders-2');
    await cartOf(call, [[110, 1010, 2]]);
    const refused = await placeOrder(call, { payment_method: 'card' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.personal_id).toBeDefined();
    const placed = await placeOrder(call, { payment_method: 'card', personal_id: '1012345678' });
    expect(placed.body.data).toMatchObject({ payment_required: true, bank_account: null, order: { total: 16090 } });
    expect((await call('POST', '/orders', { address_id: 1, shipping_company_id: 1, payment_method: 'card', quote_id: 'any' })).body.errors.cart).toBeDefined();
  });

  it('pays by card as the gateway decided: a decline fails the order, paying again pays it', async () => {
    const { as } = memoryWith({ declined: new Set(['declined-1']) });
    const call = as('orders-3');
    await cartOf(call, [[105, 1005, 1]]);
    const { id } = (await placeOrder(call, { payment_method: 'card' })).body.data.order;
    expect((await call('POST', `/orders/${id}/pay`, { payment_id: 'declined-1' })).body.data.payment_status).toBe('pending');
    const declined = await call('POST', `/orders/${id}/confirm-payment`, { payment_id: 'declined-1' });
    expect(declined.body.data).toMatchObject({ payment_status: 'failed', transaction: { status: 'failed', transaction_id: 'declined-1' } });
    expect((await call('GET', `/orders/${id}`)).body.data.status.key).toBe('re_paid');

    await call('POST', `/orders/${id}/repay`, { payment_id: 'approved-2' });
    const paid = await call('POST', `/orders/${id}/confirm-payment`, { payment_id: 'approved-2' });
    expect(paid.body.data).toMatchObject({ payment_status: 'paid', transaction: { status: 'success', amount: 1445 } });
    const order = (await call('GET', `/orders/${id}`)).body.data;
    expect(order).toMatchObject({ payment_status: 'paid', status: { key: 'processing' } });
    expect(order.transactions.map((t: any) => t.status)).toEqual(['failed', 'success']);
    expect((await call('POST', `/orders/${id}/pay`, { payment_id: 'again' })).status).toBe(422);
  });

  it('answers 404 for an order of another shopper', async () => {
    const { as } = memoryWith();
    const owner = as('orders-4');
    await cartOf(owner, [[105, 1005, 1]]);
    const { id } = (await placeOrder(owner, { payment_method: 'card' })).body.data.order;
    expect((await as('orders-5')('GET', `/orders/${id}`)).status).toBe(404);
    expect((await as('orders-5')('POST', `/orders/${id}/pay`, { payment_id: 'x' })).status).toBe(404);
  });
});

describe('the price held at checkout', () => {
  /** A call as one shopper whose quotes hold for `seconds` (the mock's Prefer: quote-ttl). */
  const holdingFor = (seconds: number) => {
    const memory = createMemory();
    const headers = { lang: 'en', authorization: 'Bearer quotes-1', prefer: `quote-ttl=${seconds}` };
    return (method: string, url: string, body?: unknown): Promise<Answer> => memory.answer({ method, url, headers, body });
  };
  const order = { address_id: 1, shipping_company_id: 1, payment_method: 'card', personal_id: '1012345678' };

  it('holds the cart at its listed prices, the same quote while it holds, with the making charge and VAT of each line', async () => {
    const call = holdingFor(600);
    const first = (await call('POST', '/checkout/quote', { payment_method: 'card' })).body.data;
    const cart = (await call('GET', '/carts')).body;
    expect(first.total).toBe(cart.summary.total);
    expect(first.lines.map((l: any) => l.unit_price)).toEqual(cart.data.map((l: any) => l.unit_price));
    expect(first.lines.find((l: any) => l.product_id === 110)).toMatchObject({ making_charge: 618.87, vat_rate: 0.15, vat_amount: 1046.09 });
    expect(Date.parse(first.expires_at) - Date.parse(first.created_at)).toBe(600_000);
    const byTransfer = (await call('POST', '/checkout/quote', { payment_method: 'bank_transfer' })).body.data;
    expect(byTransfer).toMatchObject({ id: first.id, expires_at: first.expires_at, bank_transfer_discount: 397.5, total: first.total - 397.5 });
  });

  it('refuses an order on a quote that ran out; the new quote costs more, and the order is placed on it', async () => {
    const call = holdingFor(0);
    const expired = (await call('POST', '/checkout/quote')).body.data;
    const refused = await call('POST', '/orders', { ...order, quote_id: expired.id });
    expect(refused).toMatchObject({ status: 422, body: { errors: { quote_id: [expect.stringContaining('run out')] } } });
    const requoted = (await call('POST', '/checkout/quote')).body.data;
    expect(requoted.id).not.toBe(expired.id);
    // Gold rose 0.5% in the mock: the bangle's gold (22.8 g × 278.73 × 1.005) is dearer.
    const bangle = (quote: any) => quote.lines.find((l: any) => l.product_id === 110).unit_price;
    expect(bangle(requoted)).toBeGreaterThan(bangle(expired));
    expect(requoted.total).toBeGreaterThan(expired.total);
  });

  it('quotes a price that ran out again at the live price: moved once, then back at the price the product page shows', async () => {
    const call = holdingFor(0);
    const bangle = (quote: any) => quote.lines.find((l: any) => l.product_id === 110).unit_price;
    const listed = (await call('GET', '/products/110')).body.data.price;
    const first = (await call('POST', '/checkout/quote')).body.data;
    const moved = (await call('POST', '/checkout/quote')).body.data;
    const again = (await call('POST', '/checkout/quote')).body.data;
    expect(bangle(first)).toBe(listed);
    expect(bangle(moved)).toBeGreaterThan(listed);
    // Not 0.5% more at each quote for good: the next one is at the catalogue's price again.
    expect(bangle(again)).toBe(listed);
    expect(again.total).toBe(first.total);
    expect(again.total).toBe((await call('GET', '/carts')).body.summary.total);
  });

  it('prices the next checkout as the product pages do, after an order placed at a moved price', async () => {
    const memory = createMemory();
    const call = (method: string, url: string, body?: unknown, prefer = '') =>
      memory.answer({ method, url, headers: { lang: 'en', authorization: 'Bearer quotes-2', prefer }, body }) as Promise<Answer>;
    await call('POST', '/checkout/quote', {}, 'quote-ttl=0');
    const moved = (await call('POST', '/checkout/quote')).body.data;
    expect((await call('POST', '/orders', { ...order, quote_id: moved.id })).status).toBe(201);
    await call('POST', '/products/105/add-to-cart', { variety_id: 1005, quantity: 1 });
    const next = (await call('POST', '/checkout/quote')).body.data;
    // The 21K coin: 1,395 SAR on its page, in the cart and at checkout alike.
    expect(next.lines[0]).toMatchObject({ product_id: 105, unit_price: (await call('GET', '/products/105')).body.data.price });
    expect(next.lines[0].unit_price).toBe(1395);
  });

  it('prices the order as the quote holds it', async () => {
    const call = holdingFor(600);
    const quote = (await call('POST', '/checkout/quote')).body.data;
    const placed = (await call('POST', '/orders', { ...order, quote_id: quote.id })).body.data.order;
    expect(placed).toMatchObject({ total: quote.total, vat: quote.vat, subtotal: quote.subtotal });
    // The quote went with the cart it held.
    expect((await call('POST', '/orders', { ...order, quote_id: quote.id })).status).toBe(422);
  });
});

describe('the invoice', () => {
  it("is the order's own: lines, sums, and a QR whose figures are the invoice's", async () => {
    const call = memoryWith().as('invoice-1', 'ar');
    const invoice = (await call('GET', '/orders/5001/invoice')).body.data;
    const order = (await call('GET', '/orders/5001')).body.data;
    expect(invoice).toMatchObject({ order_number: 'ORD-5001', total: order.total, vat: order.vat, subtotal: order.subtotal });
    expect(invoice.lines[0]).toMatchObject({ karat: 24, purity: 999.9, vat_rate: 0, vat_amount: 0, total: 3545.5 });
    expect(sumOfLines(invoice.lines.map((l: any) => ({ total_price: l.total })))).toBe(invoice.subtotal);
    expect(Buffer.from(invoice.qr, 'base64').toString('utf8')).toContain(invoice.seller.vat_number);
    expect((await call('GET', '/orders/42/invoice')).status).toBe(404);
  });
});

describe('shoppers', () => {
  it('keeps each token apart: one shopper never sees what another did', async () => {
    const { as } = memoryWith();
    await as('alice')('POST', '/products/101/toggle-wishlist');
    await as('alice')('POST', '/products/112/add-to-cart', { variety_id: 1012, quantity: 1 });
    expect((await as('alice')('GET', '/wishlist')).body.data.map((p: any) => p.id)).toContain(101);
    expect((await as('bob')('GET', '/wishlist')).body.data.map((p: any) => p.id)).not.toContain(101);
    expect((await as('bob')('GET', '/carts')).body.data).toHaveLength(3);
    expect((await as(undefined)('GET', '/products/101')).body.data.is_wishlist).toBe(false);
  });

  it('gives each sign-in a token of its own, with a shopper new from the examples', async () => {
    const { as } = memoryWith();
    const first = (await as(undefined)('POST', '/user/auth/login', { email: 'sara@example.com', password: 'secret123' })).body.data;
    const second = (await as(undefined)('POST', '/user/auth/login', { email: 'sara@example.com', password: 'secret123' })).body.data;
    expect(first.token).not.toBe(second.token);
    expect(first.user.email).toBe('sara@example.com');
    await as(first.token)('DELETE', '/carts/301');
    expect((await as(second.token)('GET', '/carts')).body.data).toHaveLength(3);
  });

  it(`remembers at most ${MAX_SHOPPERS} shoppers, forgetting the one unseen the longest`, async () => {
    const { memory, as } = memoryWith();
    await as('oldest')('DELETE', '/carts/301');
    for (let n = 0; n < MAX_SHOPPERS; n += 1) await as(`shopper-${n}`)('GET', '/wishlist');
    expect(memory.shopperCount).toBe(MAX_SHOPPERS);
    expect((await as('oldest')('GET', '/carts')).body.data).toHaveLength(3);
  });

  it('keeps the uploaded picture, serves it at its address, and answers it in the profile', async () => {
    const { memory, as } = memoryWith();
    const picture = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    const saved = (await as('avatar-1')('POST', '/user/profile', { first_name: 'Sara', avatar: picture })).body.data.user;
    expect(saved.avatar).toMatch(/^\/media\/uploads\/[\w-]+$/);
    expect((await as('avatar-1')('GET', '/user/profile')).body.data.user).toMatchObject({ first_name: 'Sara', avatar: saved.avatar });
    const kept = memory.upload(saved.avatar.split('/').pop());
    expect(kept.type).toBe('image/jpeg');
    expect([...kept.bytes]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
    expect(memory.upload('someone-else')).toBeUndefined();
  });

  it('forgets everyone on reset', async () => {
    const { memory, as } = memoryWith();
    await as('reset-1')('DELETE', '/carts/301');
    memory.reset();
    expect((await as('reset-1')('GET', '/carts')).body.data).toHaveLength(3);
  });
});

describe('the catalogue', () => {
  const call = memoryWith().as(undefined);
  const ids = async (url: string) => (await call('GET', url)).body.data.map((p: any) => p.id);

  it('answers each piece with its own page, and an unknown id with 404', async () => {
    expect((await call('GET', '/products/101')).body.data).toMatchObject({ id: 101, title: '24K Gold Bar 100 g' });
    expect((await call('GET', '/products/112')).body.data).toMatchObject({ id: 112, karat: 18 });
    expect((await call('GET', '/products/4242')).status).toBe(404);
    expect(await ids('/products/101/related')).not.toContain(101);
  });

  it('filters by search in the language, category (with the ones inside it) and karat', async () => {
    expect(await ids('/products?search=coin')).toEqual([104, 105]);
    expect((await memoryWith().as(undefined, 'ar')('GET', '/products?search=' + encodeURIComponent('سبيكة'))).body.data.map((p: any) => p.id)).toEqual([101, 102, 103]);
    expect(await ids('/products?category_id=6')).toEqual([110, 111, 112]);
    expect(await ids('/products?karat=18')).toEqual([106, 109, 112, 114]);
    expect(await ids('/products?category_id=8')).toEqual([113, 114, 115]);
    expect(await ids('/products?karat=24&category_id=2')).toEqual([104]);
  });

  it('sorts by price both ways and pages as asked', async () => {
    const ascending = await ids('/products?sort=price_asc&per_page=100');
    expect(ascending[0]).toBe(105);
    expect(await ids('/products?sort=price_desc&per_page=100')).toEqual([...ascending].reverse());
    const page2 = await call('GET', '/products?per_page=5&page=2');
    expect(page2.body.meta).toEqual({ current_page: 2, last_page: 3, per_page: 5, total: 15 });
    expect(page2.body.data.map((p: any) => p.id)).toEqual([106, 107, 108, 109, 110]);
    // Pages of 12 by default: the fifteen pieces are two pages.
    expect((await call('GET', '/products?page=2')).body).toMatchObject({ data: [{ id: 113 }, { id: 114 }, { id: 115 }], meta: { last_page: 2, per_page: 12, total: 15 } });
  });
});

describe('the store pages and requests', () => {
  it('answers each page by its slug in the language', async () => {
    const { as } = memoryWith();
    expect((await as(undefined, 'en')('GET', '/pages/privacy-policy')).body.data).toMatchObject({ slug: 'privacy-policy', title: 'Privacy policy' });
    expect((await as(undefined, 'ar')('GET', '/pages/shipping-policy')).body.data.title).toMatch(/[\u0600-\u06FF]/);
  });

  it('gives each complaint a fresh reference', async () => {
    const call = memoryWith().as(undefined);
    const first = (await call('POST', '/complaints', {})).body.data.reference;
    const second = (await call('POST', '/complaints', {})).body.data.reference;
    expect(first).not.toBe(second);
  });

  it('leaves to Prism what the Prefer header asks of it', async () => {
    const call = memoryWith().as('prefer-1');
    const { memory } = memoryWith();
    for (const prefer of ['code=401', 'example=empty', 'example=en', 'dynamic=true, seed=3']) {
      expect((await memory.answer({ method: 'GET', url: '/carts', headers: { 'x-client-prefer': prefer, prefer: 'example=en', authorization: 'Bearer x' } })).status).toBe(501);
    }
    // The front server's own `example=<lang>` (for Prism's mocking) is not the caller's.
    expect((await memory.answer({ method: 'GET', url: '/carts', headers: { 'x-client-prefer': '', prefer: 'example=en', authorization: 'Bearer x' } })).status).toBe(200);
    expect((await call('GET', '/home')).status).toBe(501);
  });
});

describe('the gold price history', () => {
  const call = memoryWith().as(undefined);
  const HOUR = 3_600_000;
  const gapsOf = (points: { at: string }[]) => points.slice(1).map((point, index) => Date.parse(point.at) - Date.parse(points[index]!.at));

  it.each([
    ['day', 24, HOUR],
    ['week', 28, 6 * HOUR],
    ['month', 30, 24 * HOUR],
  ])('answers a %s as %i points, oldest first, a step apart, the last one now', async (period, count, step) => {
    const before = Date.now();
    const { data } = (await call('GET', `/gold-prices/history?period=${period}`)).body;
    expect(data.period).toBe(period);
    expect(data.points).toHaveLength(count);
    const gaps = gapsOf(data.points);
    // Every gap a whole step but the last, which ends at the minute asked (on the grid or after it).
    expect(gaps.slice(0, -1).every((gap: number) => gap === step)).toBe(true);
    expect(gaps.at(-1)).toBeGreaterThan(0);
    expect(gaps.at(-1)).toBeLessThanOrEqual(step);
    expect(Date.parse(data.points.at(-1).at)).toBeGreaterThan(before - 60_000);
  });

  it('ends at the current prices the strip shows (the /gold-today and /gold-today-usa examples)', async () => {
    for (const period of ['day', 'week', 'month']) {
      const { points } = (await call('GET', `/gold-prices/history?period=${period}`)).body.data;
      expect(points.at(-1)).toMatchObject({ price_gram_24k: 318.55, price_gram_21k: 278.73, price_gram_18k: 238.91, price_ounce_usd: 2650.4 });
    }
  });

  it('is the same walk on every call, the day by default, and moves like gold (within a few percent)', async () => {
    const now = Date.parse('2025-06-01T09:30:00Z');
    expect(goldHistory('month', now)).toEqual(goldHistory('month', now));
    const day = (await call('GET', '/gold-prices/history')).body.data;
    expect(day.period).toBe('day');
    expect(day.points.map((p: any) => p.price_gram_24k)).toEqual(goldHistory('day').points.map((p) => p.price_gram_24k));
    for (const period of ['day', 'week', 'month'] as const) {
      const prices = goldHistory(period, now).points.map((p) => p.price_gram_24k);
      expect(new Set(prices).size).toBeGreaterThan(prices.length / 2);
      expect(Math.max(...prices) / Math.min(...prices)).toBeLessThan(1.08);
    }
  });

  it('refuses a period it does not know', async () => {
    const refused = await call('GET', '/gold-prices/history?period=year');
    expect(refused.status).toBe(422);
    expect(refused.body.errors.period).toHaveLength(1);
  });
});
