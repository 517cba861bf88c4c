// Every call the mock's memory answers, sent through the test mock as the store sends it: Prism's
// validation proxy stands between, so an answer of the memory that breaks the contract comes back
// as a violation (500) instead of the status the call should get.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { mockApi, mockOrigin } from './contract';
import { APPLE_PAY, card, DECLINED_APPLE_PAY, gatewayPayment, STC_PAY } from './payments';

type Call = [method: string, path: string, status: number, body?: unknown];

/**
 * A shopper's day, in the order a shopper would make the calls; `{order}` is the order placed
 * last, `{quote}` the checkout quote given last, `{declined}` a card payment the gateway declined.
 */
const journey: Call[] = [
  ['GET', '/products?search=gold&sort=price_desc&per_page=5&page=2', 200],
  ['GET', '/products?category_id=3&karat=21', 200],
  ['GET', '/products/112', 200],
  ['GET', '/products/4242', 404],
  ['GET', '/products/101/related', 200],
  ['GET', '/products/4242/comments', 404],
  ['GET', '/home_sections', 200],
  ['GET', '/user/auth/check', 200],
  ['GET', '/user/profile', 200],
  ['POST', '/products/101/toggle-wishlist', 200],
  ['POST', '/products/101/toggle-wishlist', 200],
  ['POST', '/products/103/add-to-compare', 200, { variety_id: 1003 }],
  ['POST', '/products/103/remove-from-compare', 200, { variety_id: 1003 }],
  ['POST', '/products/103/add-to-compare', 422, { variety_id: 1 }],
  ['GET', '/wishlist', 200],
  ['GET', '/compare', 200],
  ['POST', '/products/105/add-to-cart', 200, { variety_id: 1005, quantity: 2 }],
  ['POST', '/products/105/add-to-cart', 422, { variety_id: 1005, quantity: 99 }],
  ['POST', '/products/109/add-to-cart', 422, { variety_id: 1009, quantity: 1 }],
  ['PUT', '/carts/303', 200, { quantity: 3 }],
  ['PUT', '/carts/303', 422, { quantity: 50 }],
  ['DELETE', '/carts/302', 200],
  ['DELETE', '/carts/302', 404],
  ['POST', '/coupon', 422, { code: 'NOPE' }],
  ['POST', '/coupon', 200, { code: 'GOLD10' }],
  ['DELETE', '/coupon', 200],
  ['POST', '/coupon', 200, { code: 'GOLD5' }],
  ['GET', '/carts', 200],
  ['POST', '/addresses', 201, { country: 'SA', city: 'Dammam', area: 'Al Faisaliyah', street: 'King Saud Street', postal_code: '32272', receiver_name: 'Sara Ali', receiver_phone: '501112233', receiver_dialcode: '+966', location: { lat: 26.42, lng: 50.09 }, is_default: true }],
  ['PUT', '/addresses/2', 200, { country: 'SA', city: 'Jeddah', area: 'Al Rawdah', street: 'Prince Sultan Road', postal_code: '23435', receiver_name: 'Noura', receiver_phone: '555987654', receiver_dialcode: '+966', location: { lat: 21.56, lng: 39.15 } }],
  ['DELETE', '/addresses/2', 200],
  ['DELETE', '/addresses/2', 404],
  ['GET', '/addresses', 200],
  ['POST', '/checkout/quote', 200, { shipping_company_id: 1, payment_method: 'bank_transfer' }],
  ['POST', '/orders', 422, { address_id: 1, shipping_company_id: 1, payment_method: 'bank_transfer', quote_id: 'no-such-quote' }],
  ['POST', '/orders', 201, { address_id: 1, shipping_company_id: 1, payment_method: 'bank_transfer', quote_id: '{quote}' }],
  ['GET', '/orders/{order}', 200],
  ['GET', '/orders/{order}/invoice', 200],
  ['POST', '/checkout/quote', 422],
  ['POST', '/orders', 422, { address_id: 1, shipping_company_id: 1, payment_method: 'card', quote_id: '{quote}' }],
  ['POST', '/products/111/add-to-cart', 200, { variety_id: 1011, quantity: 1 }],
  ['POST', '/checkout/quote', 200],
  ['POST', '/orders', 422, { address_id: 1, shipping_company_id: 1, payment_method: 'card', quote_id: '{quote}' }],
  ['POST', '/orders', 201, { address_id: 1, shipping_company_id: 1, payment_method: 'card', personal_id: '1012345678', quote_id: '{quote}' }],
  ['POST', '/orders/{order}/pay', 200, { payment_id: '{declined}' }],
  ['POST', '/orders/{order}/confirm-payment', 200, { payment_id: '{declined}' }],
  ['POST', '/orders/{order}/repay', 200, { payment_id: 'approved-payment' }],
  ['POST', '/orders/{order}/confirm-payment', 200, { payment_id: 'approved-payment' }],
  ['POST', '/orders/{order}/pay', 422, { payment_id: 'approved-payment' }],
  ['GET', '/orders/{order}', 200],
  ['GET', '/orders?page=1&per_page=2', 200],
  ['GET', '/orders/5003', 200],
  ['GET', '/orders/5001/invoice', 200],
  ['GET', '/orders/999999/invoice', 404],
  ['GET', '/orders/999999', 404],
  ['GET', '/pages/about', 200],
  ['GET', '/pages/replace-and-return', 200],
  ['GET', '/pages/privacy-policy', 200],
  ['GET', '/pages/usage-agreement', 200],
  ['GET', '/pages/shipping-policy', 200],
  ['GET', '/pages/no-such-page', 404],
  ['POST', '/contact', 201, { name: 'Sara Ali', email: 'sara@example.com', phone: '501112233', dialcode: '+966', subject: 'Opening hours', message: 'When does the shop open?' }],
  ['POST', '/complaints', 201, { name: 'Sara Ali', email: 'sara@example.com', phone: '501112233', dialcode: '+966', details: 'The box arrived open.' }],
  ['GET', '/gold-prices/history', 200],
  ['GET', '/gold-prices/history?period=week', 200],
  ['GET', '/gold-prices/history?period=month', 200],
  ['GET', '/gold-prices/history?period=year', 422],
];

const placing = { address_id: 1, shipping_company_id: 1, personal_id: '1012345678', quote_id: '{quote}' };
const RETURN = { return_url: 'http://localhost:5173/OrderDetails/5004' };

/**
 * Every way to pay, on a new shopper's example cart (13,300 SAR: within Tamara's and STC Pay's
 * limits, above Tabby's): the methods offered, the pre-check, an instalment plan, Apple Pay
 * declined then paid, STC Pay waiting for its code, and the refusals of each. `{plan}` is the
 * instalment plan started last; `{applePay}`, `{applePayDeclined}`, `{stcPay}` gateway payments.
 */
const paymentsJourney: Call[] = [
  ['GET', '/payment-methods', 200],
  ['POST', '/checkout/quote', 200, { shipping_company_id: 1, payment_method: 'tamara' }],
  ['POST', '/checkout/pre-check', 200, { payment_method: 'tamara', quote_id: '{quote}' }],
  ['POST', '/checkout/pre-check', 422, { payment_method: 'tabby', quote_id: '{quote}' }],
  ['POST', '/checkout/pre-check', 422, { payment_method: 'apple_pay', quote_id: '{quote}' }],
  ['POST', '/checkout/pre-check', 422, { payment_method: 'tamara', quote_id: 'no-such-quote' }],
  ['POST', '/orders', 422, { ...placing, payment_method: 'tabby' }],
  ['POST', '/orders', 201, { ...placing, payment_method: 'tamara' }],
  ['POST', '/orders/{order}/pay', 422, { payment_id: '{applePay}' }],
  ['POST', '/orders/{order}/instalment-plan', 200, RETURN],
  ['POST', '/orders/{order}/confirm-payment', 200, { payment_id: '{plan}' }],
  ['GET', '/orders/{order}', 200],
  ['POST', '/orders/5003/instalment-plan', 422, RETURN],
  ['POST', '/orders/999999/instalment-plan', 404, RETURN],
  ['POST', '/orders/5002/pay', 422, { payment_id: '{applePay}' }],
  ['POST', '/orders/5002/confirm-payment', 422, { payment_id: '{applePay}' }],
  ['POST', '/products/105/add-to-cart', 200, { variety_id: 1005, quantity: 1 }],
  ['POST', '/checkout/quote', 200, { shipping_company_id: 1, payment_method: 'apple_pay' }],
  ['POST', '/orders', 201, { ...placing, payment_method: 'apple_pay' }],
  ['POST', '/orders/{order}/pay', 200, { payment_id: '{applePayDeclined}' }],
  ['POST', '/orders/{order}/confirm-payment', 200, { payment_id: '{applePayDeclined}' }],
  ['POST', '/orders/{order}/repay', 200, { payment_id: '{applePay}' }],
  ['POST', '/orders/{order}/confirm-payment', 200, { payment_id: '{applePay}' }],
  ['POST', '/orders/{order}/instalment-plan', 422, RETURN],
  ['POST', '/products/105/add-to-cart', 200, { variety_id: 1005, quantity: 1 }],
  ['POST', '/checkout/quote', 200, { shipping_company_id: 1, payment_method: 'stc_pay' }],
  ['POST', '/orders', 201, { ...placing, payment_method: 'stc_pay' }],
  ['POST', '/orders/{order}/pay', 200, { payment_id: '{stcPay}' }],
  ['POST', '/orders/{order}/confirm-payment', 200, { payment_id: '{stcPay}' }],
  ['GET', '/orders/{order}', 200],
  ['GET', '/orders', 200],
];

/**
 * Makes the calls as one new shopper, each judged by Prism on its way back; `given` fills the
 * journey's placeholders, and the order, quote and plan each call answers fill theirs.
 */
async function walk(calls: Call[], lang: string, given: Record<string, string>) {
  const token = `contract-${randomUUID()}`;
  const headers = { lang, Authorization: `Bearer ${token}`, JWT: token, 'Content-Type': 'application/json' };
  const values: Record<string, string> = { ...given, order: '', quote: '', plan: '' };
  const filled = (text: string) => text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
  for (const [method, template, status, body] of calls) {
    const path = filled(template);
    const response = await fetch(`${mockApi}${path}`, { method, headers, body: body === undefined ? undefined : filled(JSON.stringify(body)) });
    const text = await response.text();
    expect(response.headers.get('sl-violations'), `${method} ${path}: ${text}`).toBeNull();
    expect(response.status, `${method} ${path}: ${text}`).toBe(status);
    if (status >= 300) continue;
    if (method === 'POST' && path === '/orders') values.order = String(JSON.parse(text).data.order.id);
    if (method === 'POST' && path === '/checkout/quote') values.quote = JSON.parse(text).data.id;
    if (path.endsWith('/instalment-plan')) values.plan = JSON.parse(text).data.payment_id;
  }
  return { headers, order: Number(values.order) };
}

describe.each(['ar', 'en'])('every answer of the mock memory, judged by Prism (%s)', (lang) => {
  it('keeps to the contract through a whole journey', async () => {
    const declined = (await gatewayPayment(card('4000000000000002'))).payment.id;
    const { headers, order } = await walk(journey, lang, { declined });
    const orders = await (await fetch(`${mockApi}/orders`, { headers })).json();
    expect(orders.data[0]).toMatchObject({ id: order, payment_status: 'paid' });
  });

  it('keeps to the contract through every way to pay', async () => {
    const [applePay, applePayDeclined, stcPay] = await Promise.all([APPLE_PAY, DECLINED_APPLE_PAY, STC_PAY].map(async (source) => (await gatewayPayment(source)).payment.id));
    const { headers } = await walk(paymentsJourney, lang, { applePay, applePayDeclined, stcPay });
    const orders = (await (await fetch(`${mockApi}/orders`, { headers })).json()).data;
    // STC Pay waits for its code, Apple Pay paid on the second try, the Tamara plan undecided.
    expect(orders.slice(0, 3).map((o: { payment_method: string; payment_status: string }) => [o.payment_method, o.payment_status])).toEqual([
      ['stc_pay', 'pending'],
      ['apple_pay', 'paid'],
      ['tamara', 'pending'],
    ]);
  });

  it('signs a shopper in and up with a token of its own', async () => {
    const headers = { lang, 'Content-Type': 'application/json' };
    const login = await fetch(`${mockApi}/user/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email: 'sara@example.com', password: 'secret123' }) });
    expect(login.headers.get('sl-violations')).toBeNull();
    expect((await login.json()).data.user.email).toBe('sara@example.com');
  });

  it('remembers a registration: verifying, the token check and signing in again answer the registered shopper', async () => {
    // An e-mail of this run only: the test mock is shared with the other tests.
    const email = `layla-${randomUUID()}@example.com`;
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${mockApi}${path}`, { method: 'POST', headers: { lang, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      expect(response.headers.get('sl-violations'), path).toBeNull();
      return { status: response.status, body: await response.json() };
    };
    const layla = { first_name: 'Layla', last_name: 'Alharbi', email, phone: '551234567', dialcode: '+966', country_code: 'SA', birth_date: '1996-03-21', gender: 'female' };
    expect((await post('/user/auth/register', { ...layla, password: 'Layla@2025', password_confirmation: 'Layla@2025', terms: true })).status).toBe(201);
    const verified = await post('/user/auth/verify-email', { email, code: '482916' });
    expect(verified.body.data.user).toMatchObject({ ...layla, avatar: null });
    const token = verified.body.data.token;
    const check = await fetch(`${mockApi}/user/auth/check`, { headers: { lang, Authorization: `Bearer ${token}`, JWT: token } });
    expect(check.headers.get('sl-violations')).toBeNull();
    expect((await check.json()).data.user).toMatchObject(layla);
    expect((await post('/user/auth/login', { email, password: 'wrong-password' })).status).toBe(401);
    expect((await post('/user/auth/reset-password', { email, code: '735204', password: 'NewGold@2025', password_confirmation: 'NewGold@2025' })).status).toBe(200);
    expect((await post('/user/auth/login', { email, password: 'NewGold@2025' })).body.data.user).toMatchObject(layla);
  });

  it('keeps an uploaded avatar byte for byte and serves it where the profile says', async () => {
    const token = `contract-${randomUUID()}`;
    const picture = await readFile('mocks/media/avatars/user-1.webp');
    const form = new FormData();
    form.set('first_name', 'Sara');
    form.set('avatar', new Blob([picture], { type: 'image/webp' }), 'me.webp');
    const saved = await fetch(`${mockApi}/user/profile`, { method: 'POST', headers: { lang, Authorization: `Bearer ${token}`, JWT: token }, body: form });
    expect(saved.headers.get('sl-violations')).toBeNull();
    const { avatar } = (await saved.json()).data.user;
    const served = await fetch(`${mockOrigin}${avatar}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);
  });
});
