// Every way to pay on the test mock, as the store's browser and backend go through it: the methods
// offered, the instalment providers' pre-check, an order by each method, the plan on the
// provider's hosted page and each decision there, Apple Pay and STC Pay at the gateway, and what
// confirm-payment then answers. Only the mock's HTTP addresses, as the store calls them.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contract, deref, mockApi, mockGateway, mockOrigin } from './contract';
import { APPLE_PAY, card, DECLINED_APPLE_PAY, gatewayPayment, STC_PAY } from './payments';

/* eslint-disable @typescript-eslint/no-explicit-any -- the mock's answers are read as plain JSON */
type Lang = 'ar' | 'en';
type Answer = { status: number; body: any };

const examplesOf = (path: string, method: string, status: number) => deref(deref(contract.paths[path][method].responses[status]).content['application/json'].examples);
const exampleOf = (path: string, method: string, status: number, name: string) => deref(examplesOf(path, method, status)[name]).value;
const offers = (lang: Lang) => exampleOf('/payment-methods', 'get', 200, lang).data as { key: string; name: string; instalments: number | null; min_total: number | null; max_total: number | null }[];
const offerOf = (key: string, lang: Lang = 'en') => offers(lang).find((offer) => offer.key === key)!;

/** The example cart of a new shopper: 13,300 SAR with delivery, within Tamara's limits and above Tabby's. */
const EXAMPLE_CART_TOTAL = 13300;
/** The 21K coin alone: 1,395 SAR and 50 delivery, within every method's limits. */
const SMALL_CART: [number, number, number][] = [[105, 1005, 1]];
const SMALL_CART_TOTAL = 1445;
/** The 100 g bar alone: 34,850 SAR, above every limit. */
const LARGE_CART: [number, number, number][] = [[101, 1001, 1]];

/** A shopper of the mock: a token of its own (new from the examples), or one signed in with an e-mail. */
async function shopper(lang: Lang, email?: string) {
  let token = `payments-${randomUUID()}`;
  if (email) {
    const login = await fetch(`${mockApi}/user/auth/login`, { method: 'POST', headers: { lang, 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'secret123' }) });
    token = (await login.json()).data.token;
  }
  /** A call of the store's API as this shopper, its answer judged by Prism on the way back. */
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(`${mockApi}${path}`, {
      method,
      headers: { lang, Authorization: `Bearer ${token}`, JWT: token, 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    expect(response.headers.get('sl-violations'), `${method} ${path}: ${text}`).toBeNull();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

/** Replaces the shopper's cart with these lines (product, variety, quantity). */
async function cartOf(call: Shopper, lines: [number, number, number][]) {
  for (const line of (await call('GET', '/carts')).body.data) await call('DELETE', `/carts/${line.id}`);
  for (const [id, variety_id, quantity] of lines) expect((await call('POST', `/products/${id}/add-to-cart`, { variety_id, quantity })).status).toBe(200);
}

/** Checkout as the store does it: the price held for the method, then the order placed on it. */
async function placeOrder(call: Shopper, payment_method: string): Promise<Answer> {
  const quote = await call('POST', '/checkout/quote', { shipping_company_id: 1, payment_method });
  return call('POST', '/orders', { address_id: 1, shipping_company_id: 1, payment_method, personal_id: '1012345678', quote_id: quote.body.data.id });
}

async function placed(call: Shopper, payment_method: string) {
  const answer = await placeOrder(call, payment_method);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.order as { id: number; total: number };
}

/** The provider's hosted page, as the browser opens `redirect_url` (root-relative). */
async function hostedPage(redirectUrl: string) {
  const page = await fetch(new URL(redirectUrl, mockOrigin));
  return { status: page.status, type: page.headers.get('content-type'), html: await page.text() };
}

/** Presses a button of a hosted page (its form posts back to the page's address): where the browser is sent. */
async function press(pageUrl: string, decision: string) {
  const html = (await hostedPage(pageUrl)).html;
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
  const answer = await fetch(new URL(action, mockOrigin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }),
    redirect: 'manual',
  });
  return { status: answer.status, location: answer.headers.get('location') };
}

/** The accessible names of a page's buttons: their text, tags left out. */
const buttonNames = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inside]) => inside!.replace(/<[^>]+>/g, ''));

const confirm = (call: Shopper, orderId: number, paymentId: string) => call('POST', `/orders/${orderId}/confirm-payment`, { payment_id: paymentId });

describe('GET /payment-methods through the mock', () => {
  it.each(['ar', 'en'] as const)('answers the methods of the contract in the language asked (%s)', async (lang) => {
    const response = await fetch(`${mockApi}/payment-methods`, { headers: { lang } });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toEqual(offers(lang));
    expect(data.map((offer: { key: string }) => offer.key)).toEqual(['card', 'apple_pay', 'stc_pay', 'tabby', 'tamara', 'bank_transfer']);
    expect(data.find((offer: { key: string }) => offer.key === 'tabby').name).toBe(lang === 'ar' ? 'تابي' : 'Tabby');
  });
});

describe('the instalment pre-check', () => {
  const quoteFor = async (call: Shopper, payment_method: string, prefer?: string) =>
    (await call('POST', '/checkout/quote', { shipping_company_id: 1, payment_method }, prefer ? { Prefer: prefer } : {})).body.data.id as string;

  it('finds a shopper eligible for Tabby and Tamara within their limits', async () => {
    const call = await shopper('en');
    await cartOf(call, SMALL_CART);
    for (const method of ['tabby', 'tamara']) {
      const answer = await call('POST', '/checkout/pre-check', { payment_method: method, quote_id: await quoteFor(call, method) });
      expect(answer).toEqual({ status: 200, body: { status: true, data: { payment_method: method, eligible: true, reason: null } } });
    }
  });

  it.each(['ar', 'en'] as const)('refuses a shopper whose e-mail starts with "rejected", with the provider named in its reason (%s)', async (lang) => {
    const call = await shopper(lang, `Rejected.${randomUUID()}@example.com`);
    await cartOf(call, SMALL_CART);
    const refused = exampleOf('/checkout/pre-check', 'post', 200, `refused-${lang}`).data.reason as string;
    const tabby = await call('POST', '/checkout/pre-check', { payment_method: 'tabby', quote_id: await quoteFor(call, 'tabby') });
    expect(tabby.body.data).toEqual({ payment_method: 'tabby', eligible: false, reason: refused });
    const tamara = (await call('POST', '/checkout/pre-check', { payment_method: 'tamara', quote_id: await quoteFor(call, 'tamara') })).body.data;
    expect(tamara).toMatchObject({ payment_method: 'tamara', eligible: false });
    expect(tamara.reason).toContain(offerOf('tamara', lang).name);
    expect(tamara.reason).not.toContain(offerOf('tabby', lang).name);
  });

  it('refuses a method without pre-check, an unknown or expired quote, and a total outside the limits (422)', async () => {
    const call = await shopper('en');
    const expired = await quoteFor(call, 'tamara', 'quote-ttl=0');
    const late = await call('POST', '/checkout/pre-check', { payment_method: 'tamara', quote_id: expired });
    expect(late.status).toBe(422);
    expect(late.body.errors.quote_id).toHaveLength(1);
    const held = await quoteFor(call, 'tamara');
    for (const method of ['card', 'apple_pay', 'stc_pay', 'bank_transfer']) {
      const answer = await call('POST', '/checkout/pre-check', { payment_method: method, quote_id: held });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['payment_method']);
    }
    expect((await call('POST', '/checkout/pre-check', { payment_method: 'tamara', quote_id: 'no-such-quote' })).body.errors.quote_id).toHaveLength(1);

    // The example cart is above Tabby's 10,000 SAR; the 100 g bar above Tamara's 20,000.
    const tabby = await call('POST', '/checkout/pre-check', { payment_method: 'tabby', quote_id: await quoteFor(call, 'tabby') });
    expect(tabby.status).toBe(422);
    expect(tabby.body.errors.payment_method).toEqual(['Tabby takes orders from 10 to 10,000 SAR.']);
    await cartOf(call, LARGE_CART);
    const tamara = await call('POST', '/checkout/pre-check', { payment_method: 'tamara', quote_id: await quoteFor(call, 'tamara') });
    expect(tamara.body.errors.payment_method).toEqual([`Tamara takes orders from ${offerOf('tamara').min_total} to 20,000 SAR.`]);
  });

  it('names the method and its limits in Arabic too', async () => {
    const call = await shopper('ar');
    await cartOf(call, LARGE_CART);
    const answer = await call('POST', '/checkout/pre-check', { payment_method: 'tamara', quote_id: await quoteFor(call, 'tamara') });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('تقبل تمارا الطلبات من 50 إلى 20,000 ريال');
  });
});

describe('an order by each way to pay', () => {
  it.each(['card', 'apple_pay', 'stc_pay', 'tabby', 'tamara'])('asks for a payment for %s, with no bank account and no bank-transfer discount', async (method) => {
    const call = await shopper('en');
    await cartOf(call, SMALL_CART);
    const quote = (await call('POST', '/checkout/quote', { shipping_company_id: 1, payment_method: method })).body.data;
    expect(quote).toMatchObject({ bank_transfer_discount: 0, total: SMALL_CART_TOTAL });
    const answer = await placeOrder(call, method);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ payment_required: true, bank_account: null, order: { payment_method: method, payment_status: 'pending', discount: 0, total: SMALL_CART_TOTAL } });
  });

  it('takes 3% off a bank transfer only, which needs no payment', async () => {
    const call = await shopper('en');
    await cartOf(call, SMALL_CART);
    const answer = await placeOrder(call, 'bank_transfer');
    // 3% of the coin's 1,395 SAR.
    expect(answer.body.data).toMatchObject({ payment_required: false, bank_account: { iban: expect.any(String) }, order: { discount: 41.85, total: 1403.15 } });
  });

  it('refuses an order outside the method’s limits, naming it', async () => {
    const call = await shopper('en');
    const tabby = await placeOrder(call, 'tabby');
    expect(tabby.status).toBe(422);
    expect(tabby.body.errors.payment_method).toEqual(['Tabby takes orders from 10 to 10,000 SAR.']);
    await cartOf(call, LARGE_CART);
    expect((await placeOrder(call, 'stc_pay')).body.errors.payment_method).toEqual(['STC Pay takes orders from 1 to 20,000 SAR.']);
    expect((await placeOrder(call, 'card')).status).toBe(201);
  });
});

describe('recording a gateway payment (pay, repay)', () => {
  it.each(['card', 'apple_pay', 'stc_pay'])('takes one for a %s order', async (method) => {
    const call = await shopper('en');
    const order = await placed(call, method);
    const { payment } = await gatewayPayment(card('4111111111111111'), { amount: order.total });
    const recorded = await call('POST', `/orders/${order.id}/pay`, { payment_id: payment.id });
    expect(recorded.status).toBe(200);
    expect(recorded.body.data).toMatchObject({ payment_status: 'pending', transaction: { transaction_id: payment.id, status: 'pending' } });
  });

  it.each(['tamara', 'bank_transfer'])('refuses one for a %s order, on `order`', async (method) => {
    const call = await shopper('en');
    const order = await placed(call, method);
    for (const action of ['pay', 'repay']) {
      const answer = await call('POST', `/orders/${order.id}/${action}`, { payment_id: 'any' });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.order).toEqual(['This order is not paid through the payment gateway.']);
    }
  });
});

describe('an instalment plan on the provider’s hosted page', () => {
  const RETURN = 'http://store.test/OrderDetails/5004?from=checkout';

  async function planned(lang: Lang, method = 'tamara', cart: [number, number, number][] | null = null) {
    const call = await shopper(lang);
    if (cart) await cartOf(call, cart);
    const order = await placed(call, method);
    const plan = await call('POST', `/orders/${order.id}/instalment-plan`, { return_url: RETURN });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    return { call, order, plan: plan.body.data as { payment_id: string; redirect_url: string } };
  }

  it('starts with a new payment id, a pending transaction on the order and the provider’s page', async () => {
    const { call, order, plan } = await planned('en');
    expect(plan.payment_id).toMatch(/^tamara-[0-9a-f-]{36}$/);
    const page = new URL(plan.redirect_url, mockOrigin);
    expect(plan.redirect_url).toMatch(/^\/providers\/tamara\//);
    expect(page.pathname).toBe(`/providers/tamara/${plan.payment_id}`);
    expect(order.total).toBe(EXAMPLE_CART_TOTAL);
    expect(Object.fromEntries(page.searchParams)).toEqual({ return: RETURN, amount: EXAMPLE_CART_TOTAL.toFixed(2) });
    const details = (await call('GET', `/orders/${order.id}`)).body.data;
    expect(details.payment_status).toBe('pending');
    expect(details.transactions).toEqual([expect.objectContaining({ transaction_id: plan.payment_id, status: 'pending', amount: order.total, reason: 'Waiting for Tamara to approve the instalment plan' })]);
    const again = (await call('POST', `/orders/${order.id}/instalment-plan`, { return_url: RETURN })).body.data;
    expect(again.payment_id).not.toBe(plan.payment_id);
  });

  it.each([
    ['tabby', SMALL_CART, 4, '1,445.00', ['361.25', '361.25', '361.25', '361.25']],
    ['tamara', null, 3, '13,300.00', ['4,433.34', '4,433.33', '4,433.33']],
  ] as const)('shows %s’s page: its name, the amount, its payments and three buttons', async (method, cart, count, amount, payments) => {
    const { plan } = await planned('en', method, cart ? [...cart] : null);
    const { status, type, html } = await hostedPage(plan.redirect_url);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(html).toContain(`${offerOf(method, 'en').name} · <span lang="ar" dir="rtl">${offerOf(method, 'ar').name}</span>`);
    expect(offerOf(method).instalments).toBe(count);
    expect(html).toContain(`${amount} SAR`);
    expect([...html.matchAll(/<li>Payment (\d)[^:]*: <bdi>([\d,.]+) SAR/g)].map(([, n, each]) => [Number(n), each])).toEqual(payments.map((each, index) => [index + 1, each]));
    expect(buttonNames(html)).toEqual(['Approve · موافقة', 'Decline · رفض', 'Cancel · إلغاء']);
    expect(html, 'the page loads nothing from elsewhere').not.toMatch(/\b(src|href)=/);
    expect(html, 'no physical left or right in its styles').not.toMatch(/\b(left|right)\b/);
  });

  it.each([
    ['paid', 'APPROVED', 'paid', 'processing', 'Tamara instalment plan for order ORD-5004'],
    ['failed', 'DECLINED', 'failed', 're_paid', 'Tamara declined the instalment plan'],
    ['cancelled', 'CANCELLED', 'failed', 're_paid', 'You cancelled the Tamara instalment plan'],
  ])('sends the shopper back after %s, and confirm-payment answers as the shopper decided', async (decision, message, paymentStatus, statusKey, reason) => {
    const { call, order, plan } = await planned('en');
    const { status, location } = await press(plan.redirect_url, decision);
    expect(status).toBe(303);
    const back = new URL(location!);
    expect(back.origin + back.pathname).toBe('http://store.test/OrderDetails/5004');
    expect(Object.fromEntries(back.searchParams)).toEqual({ from: 'checkout', id: plan.payment_id, status: decision, message });

    const confirmed = await confirm(call, order.id, plan.payment_id);
    expect(confirmed.body.data).toMatchObject({ payment_status: paymentStatus, transaction: { transaction_id: plan.payment_id, status: paymentStatus === 'paid' ? 'success' : 'failed', reason } });
    expect((await call('GET', `/orders/${order.id}`)).body.data.status.key).toBe(statusKey);
    // Asked again, the same answer; pressing another button later changes nothing.
    expect((await press(plan.redirect_url, decision === 'paid' ? 'failed' : 'paid')).location).toContain(`status=${decision}`);
    expect((await confirm(call, order.id, plan.payment_id)).body.data).toEqual(confirmed.body.data);
  });

  it('says in Arabic that the shopper cancelled the plan, and lets the order be paid again with a new plan', async () => {
    const { call, order, plan } = await planned('ar');
    await press(plan.redirect_url, 'cancelled');
    const cancelled = await confirm(call, order.id, plan.payment_id);
    expect(cancelled.body.message).toBe(exampleOf('/orders/{orderId}/confirm-payment', 'post', 200, 'plan-cancelled-ar').message);
    expect(cancelled.body.data.transaction.reason).toBe('ألغيت خطة التقسيط مع تمارا');
    const next = (await call('POST', `/orders/${order.id}/instalment-plan`, { return_url: RETURN })).body.data;
    await press(next.redirect_url, 'paid');
    expect((await confirm(call, order.id, next.payment_id)).body.data.payment_status).toBe('paid');
    const paid = (await call('GET', `/orders/${order.id}`)).body.data;
    expect(paid.transactions.map((t: { status: string }) => t.status)).toEqual(['failed', 'success']);
    expect((await call('POST', `/orders/${order.id}/instalment-plan`, { return_url: RETURN })).body.errors.order).toEqual(['تم دفع هذا الطلب مسبقًا']);
  });

  it('answers a plan not decided yet as pending', async () => {
    const { call, order, plan } = await planned('en');
    expect((await confirm(call, order.id, plan.payment_id)).body).toMatchObject({ message: 'The payment is still being processed', data: { payment_status: 'pending' } });
  });

  it('refuses a plan for an order paid another way (422 on order) and for an unknown order (404)', async () => {
    const call = await shopper('en');
    const byCard = await placed(call, 'card');
    const refused = await call('POST', `/orders/${byCard.id}/instalment-plan`, { return_url: RETURN });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.order).toEqual(['This order is not paid in instalments.']);
    expect((await call('POST', '/orders/999999/instalment-plan', { return_url: RETURN })).status).toBe(404);
  });

  it('has no page for a plan it did not open, or under another provider', async () => {
    const { plan } = await planned('en');
    expect((await hostedPage(plan.redirect_url.replace('/providers/tamara/', '/providers/tabby/'))).status).toBe(404);
    expect((await hostedPage(`/providers/tamara/tamara-${randomUUID()}?return=${encodeURIComponent(RETURN)}&amount=1.00`)).status).toBe(404);
    expect((await hostedPage(plan.redirect_url.replace(/return=[^&]+/, 'return=javascript%3Aalert(1)'))).status).toBe(400);
  });
});

describe('Apple Pay at the gateway', () => {
  it('validates the merchant with a session', async () => {
    const response = await fetch(`${mockGateway}/applepay/initiate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', display_name: 'Gold Store', domain_name: 'localhost', publishable_api_key: 'pk_test_mock' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ merchantSessionIdentifier: expect.any(String), signature: expect.any(String) });
  });

  it('pays at once; the order records it and confirm-payment answers paid, naming Apple Pay', async () => {
    const call = await shopper('en');
    const order = await placed(call, 'apple_pay');
    const { status, payment } = await gatewayPayment(APPLE_PAY, { amount: order.total });
    expect(status).toBe(201);
    expect(payment).toMatchObject({ status: 'paid', amount: order.total * 100, amount_format: '13,300.00 SAR', source: { type: 'applepay', message: 'APPROVED' } });
    expect((await call('POST', `/orders/${order.id}/pay`, { payment_id: payment.id })).status).toBe(200);
    const confirmed = await confirm(call, order.id, payment.id);
    expect(confirmed.body.data).toMatchObject({ payment_status: 'paid', transaction: { status: 'success', reason: `Apple Pay payment for order ORD-${order.id}` } });
  });

  it('declines the token whose paymentData is "decline"; confirm-payment answers failed and the order can be paid again', async () => {
    const call = await shopper('ar');
    const order = await placed(call, 'apple_pay');
    const { payment } = await gatewayPayment(DECLINED_APPLE_PAY, { amount: order.total });
    expect(payment).toMatchObject({ status: 'failed', source: { type: 'applepay', message: 'DECLINED', reference_number: null } });
    await call('POST', `/orders/${order.id}/pay`, { payment_id: payment.id });
    const declined = await confirm(call, order.id, payment.id);
    expect(declined.body.data).toMatchObject({ payment_status: 'failed', transaction: { status: 'failed', reason: 'رُفضت عملية الدفع عبر Apple Pay' } });
    expect((await call('GET', `/orders/${order.id}`)).body.data.status.key).toBe('re_paid');
    const again = (await gatewayPayment(APPLE_PAY, { amount: order.total })).payment;
    expect((await call('POST', `/orders/${order.id}/repay`, { payment_id: again.id })).status).toBe(200);
    expect((await confirm(call, order.id, again.id)).body.data.payment_status).toBe('paid');
  });
});

describe('STC Pay at the gateway', () => {
  async function stcPayment(prefer?: string) {
    const { status, payment } = await gatewayPayment(STC_PAY, { prefer });
    expect(status).toBe(201);
    return payment;
  }
  const sendCode = async (transactionUrl: string, code: string) => {
    const response = await fetch(new URL(transactionUrl, mockOrigin), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ otp_value: code }) });
    return { status: response.status, body: await response.json() };
  };
  /** An STC Pay order of a new shopper with this payment recorded on it. */
  async function orderPaidWith(paymentId: string) {
    const call = await shopper('en');
    const order = await placed(call, 'stc_pay');
    expect((await call('POST', `/orders/${order.id}/pay`, { payment_id: paymentId })).status).toBe(200);
    return { call, order };
  }

  it('waits for the one-time code at a root-relative address of its own', async () => {
    const payment = await stcPayment();
    expect(payment).toMatchObject({ status: 'initiated', source: { type: 'stcpay', mobile: '0512345678', message: null } });
    const address = new URL(payment.source.transaction_url, mockOrigin);
    expect(payment.source.transaction_url).toMatch(/^\/gateway\/v1\/stc_pays\//);
    expect(address.pathname).toBe(`/gateway/v1/stc_pays/${payment.id}/proceed`);
    expect(address.searchParams.get('otp_token')).toMatch(/^[\w-]{8,}$/);
    expect(new URL((await stcPayment()).source.transaction_url, mockOrigin).searchParams.get('otp_token')).not.toBe(address.searchParams.get('otp_token'));
  });

  it('refuses a wrong code and keeps the payment waiting; 123456 pays it, and confirm-payment answers paid', async () => {
    const payment = await stcPayment();
    const { call, order } = await orderPaidWith(payment.id);
    expect(await sendCode(payment.source.transaction_url, '654321')).toEqual({ status: 400, body: { type: 'invalid_request_error', message: 'Invalid OTP', errors: { otp_value: ['OTP is invalid'] } } });
    const pending = await confirm(call, order.id, payment.id);
    expect(pending.body.data).toMatchObject({ payment_status: 'pending', transaction: { status: 'pending', reason: 'Waiting for STC Pay to confirm the payment' } });

    const paid = await sendCode(payment.source.transaction_url, '123456');
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id: payment.id, status: 'paid', amount: payment.amount, source: { type: 'stcpay', mobile: '0512345678', transaction_url: null } });
    expect((await confirm(call, order.id, payment.id)).body.data).toMatchObject({ payment_status: 'paid', transaction: { status: 'success', reason: `STC Pay payment for order ORD-${order.id}` } });
  });

  it('answers 000000 as expired and fails the payment; confirm-payment answers failed', async () => {
    const payment = await stcPayment();
    const { call, order } = await orderPaidWith(payment.id);
    const expired = await sendCode(payment.source.transaction_url, '000000');
    expect(expired).toEqual({ status: 400, body: { type: 'invalid_request_error', message: 'OTP expired', errors: { otp_value: ['OTP has expired'] } } });
    expect((await sendCode(payment.source.transaction_url, '123456')).status).toBe(400);
    expect((await confirm(call, order.id, payment.id)).body.data).toMatchObject({ payment_status: 'failed', transaction: { reason: 'The STC Pay payment was declined' } });
    expect((await call('GET', `/orders/${order.id}`)).body.data.status.key).toBe('re_paid');
  });

  it('answers the right code after the code ran out as expired', async () => {
    const payment = await stcPayment('otp-ttl=0');
    const late = await sendCode(payment.source.transaction_url, '123456');
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('OTP expired');
  });

  it('answers an unknown payment or token with 404', async () => {
    const payment = await stcPayment();
    const wrongToken = payment.source.transaction_url.replace(/otp_token=[^&]+/, 'otp_token=not-the-token');
    expect((await sendCode(wrongToken, '123456')).status).toBe(404);
    expect((await sendCode(`/gateway/v1/stc_pays/${randomUUID()}/proceed?otp_token=abc`, '123456')).status).toBe(404);
    // Neither paid the payment.
    expect((await sendCode(payment.source.transaction_url, '123456')).body.status).toBe('paid');
  });
});

describe('a card payment whose 3-D Secure is not answered', () => {
  it('is pending at confirm-payment until the bank decides', async () => {
    const call = await shopper('en');
    const order = await placed(call, 'card');
    const { payment } = await gatewayPayment(card('4111111111111111'), { amount: order.total });
    await call('POST', `/orders/${order.id}/pay`, { payment_id: payment.id });
    expect((await confirm(call, order.id, payment.id)).body).toMatchObject({ message: 'The payment is still being processed', data: { payment_status: 'pending' } });
    expect((await press(payment.source.transaction_url, 'paid')).status).toBe(303);
    expect((await confirm(call, order.id, payment.id)).body.data.payment_status).toBe('paid');
  });
});
/* eslint-enable @typescript-eslint/no-explicit-any */
