// Every call the mock's memory answers, sent through the test mock as the store sends it: Prism's
// validation proxy stands between, so an answer of the memory that breaks the contract comes back
// as a violation (500) instead of the status the call should get.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { mockApi, mockGateway, mockOrigin } from './contract';

type Call = [method: string, path: string, status: number, body?: unknown];

/**
 * A shopper's day, in the order a shopper would make the calls; `{order}` is the order placed
 * last, `{quote}` the checkout quote given last.
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

/** A payment the mock gateway declines at once (its test card), for the journey's decline. */
async function declinedPayment(): Promise<string> {
  const response = await fetch(`${mockGateway}/payments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Basic ${Buffer.from('pk_test_mock:').toString('base64')}` },
    body: JSON.stringify({ amount: 100, currency: 'SAR', description: 'test', callback_url: 'http://localhost/back', source: { type: 'creditcard', name: 'Sara Ali', number: '4000000000000002', month: 12, year: 2030, cvc: '123' } }),
  });
  return ((await response.json()) as { id: string }).id;
}

describe.each(['ar', 'en'])('every answer of the mock memory, judged by Prism (%s)', (lang) => {
  it('keeps to the contract through a whole journey', async () => {
    const token = `contract-${randomUUID()}`;
    const headers = { lang, Authorization: `Bearer ${token}`, JWT: token, 'Content-Type': 'application/json' };
    const declined = await declinedPayment();
    let order = '';
    let quote = '';
    for (const [method, template, status, body] of journey) {
      const path = template.replace('{order}', order);
      const payload = body === undefined ? undefined : JSON.stringify(body).replace('{declined}', declined).replace('{quote}', quote);
      const response = await fetch(`${mockApi}${path}`, { method, headers, body: payload });
      const text = await response.text();
      expect(response.headers.get('sl-violations'), `${method} ${path}: ${text}`).toBeNull();
      expect(response.status, `${method} ${path}: ${text}`).toBe(status);
      if (method === 'POST' && path === '/orders' && status === 201) order = String(JSON.parse(text).data.order.id);
      if (method === 'POST' && path === '/checkout/quote' && status === 200) quote = JSON.parse(text).data.id;
    }
    const orders = await (await fetch(`${mockApi}/orders`, { headers })).json();
    expect(orders.data[0]).toMatchObject({ id: Number(order), payment_status: 'paid' });
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
