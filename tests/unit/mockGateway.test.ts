// The mock payment gateway (mocks/gateway.mjs) behind the test mock: a card payment is created,
// goes through the mock 3-D Secure page back to the store's callback, and the store's
// confirm-payment (the mock's memory) then answers as the mock bank decided. The declining test card fails at once.
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { gatewayAuthHeaders, gatewayContract, mockApi, mockGateway, mockOrigin } from '../contract/contract';

const CALLBACK = 'http://store.test/OrderDetails/5004?from=checkout';

function paymentRequest(number: string) {
  return {
    amount: 1330000,
    currency: 'SAR',
    description: 'Order ORD-5004',
    callback_url: CALLBACK,
    source: { type: 'creditcard', name: 'MOHAMMED ALQAHTANI', number, month: 8, year: 2027, cvc: '123' },
    metadata: { order_id: '5004' },
  };
}

async function createPayment(number: string) {
  const response = await fetch(`${mockGateway}/payments`, {
    method: 'POST',
    headers: { ...gatewayAuthHeaders, 'Content-Type': 'application/json' },
    body: JSON.stringify(paymentRequest(number)),
  });
  return { status: response.status, payment: await response.json() };
}

/** A shopper of the mock's memory, new for each test: its headers. */
function newShopper() {
  const token = `gateway-test-${randomUUID()}`;
  return { Authorization: `Bearer ${token}`, JWT: token, lang: 'en', 'Content-Type': 'application/json' };
}

/** Places the new shopper's cart as an order on a price held for it (the memory remembers both) and answers it. */
async function placeOrder(shopper: Record<string, string>, payment_method: string) {
  const quote = await fetch(`${mockApi}/checkout/quote`, { method: 'POST', headers: shopper, body: JSON.stringify({ payment_method }) });
  const { id: quote_id } = (await quote.json()).data;
  const response = await fetch(`${mockApi}/orders`, {
    method: 'POST',
    headers: shopper,
    body: JSON.stringify({ quote_id, address_id: 1, shipping_company_id: 1, payment_method, personal_id: '1098765432' }),
  });
  expect(response.status).toBe(201);
  return (await response.json()).data as { bank_account: { iban: string } | null; order: { id: number; payment_method: string } };
}

/** Asks the store to confirm a payment of a card order of a new shopper's. */
async function confirmPayment(paymentId: string, headers: Record<string, string> = {}) {
  const shopper = newShopper();
  const { order } = await placeOrder(shopper, 'card');
  const response = await fetch(`${mockApi}/orders/${order.id}/confirm-payment`, {
    method: 'POST',
    headers: { ...shopper, ...headers },
    body: JSON.stringify({ payment_id: paymentId }),
  });
  expect(response.status).toBe(200);
  return (await response.json()).data as { payment_status: string; transaction: { status: string; reason: string } | null };
}

/** Opens the 3-D Secure page, presses one of its buttons and answers where the mock sends the browser. */
async function decideOnThreeDSecurePage(transactionUrl: string, decision: 'paid' | 'failed') {
  const page = await fetch(new URL(transactionUrl, mockOrigin));
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(action).toBeDefined();
  const answer = await fetch(new URL(action!, mockOrigin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return { html, location: new URL(answer.headers.get('location')!) };
}

const ajv = new Ajv2020({ strict: false, validateFormats: false });
const isPayment = ajv.compile({ ...gatewayContract.components.schemas.Payment, components: gatewayContract.components });

describe('the mock payment gateway', () => {
  it('answers a card payment initiated, with a fresh id and its own 3-D Secure address, fitting the contract', async () => {
    const first = await createPayment('4111111111111111');
    const second = await createPayment('4111111111111111');
    expect(first.status).toBe(201);
    expect(isPayment(first.payment), JSON.stringify(isPayment.errors)).toBe(true);
    expect(first.payment).toMatchObject({ status: 'initiated', amount: 1330000, callback_url: CALLBACK, metadata: { order_id: '5004' } });
    expect(first.payment.source.number).toBe('4111-11XX-XXXX-1111');
    expect(second.payment.id).not.toBe(first.payment.id);

    const transactionUrl = new URL(first.payment.source.transaction_url, mockOrigin);
    expect(first.payment.source.transaction_url).toMatch(/^\/gateway\/3ds\//);
    expect(transactionUrl.pathname).toBe(`/gateway/3ds/${first.payment.id}`);
    expect(transactionUrl.searchParams.get('callback')).toBe(CALLBACK);
    expect(transactionUrl.searchParams.get('amount')).toBe('1330000');
  });

  it('sends a payment declined on the 3-D Secure page back to the callback as failed, and confirm-payment answers failed', async () => {
    const { payment } = await createPayment('4111111111111111');
    const { html, location } = await decideOnThreeDSecurePage(payment.source.transaction_url, 'failed');

    expect(html).toContain('13,300.00 SAR');
    expect(html).toMatch(/<button[^>]*value="paid"[^>]*>Confirm/);
    expect(html).toMatch(/<button[^>]*value="failed"[^>]*>Decline/);
    expect(html, 'the page loads nothing from elsewhere').not.toMatch(/\b(src|href)=/);

    expect(location.origin + location.pathname).toBe('http://store.test/OrderDetails/5004');
    expect(Object.fromEntries(location.searchParams)).toEqual({ from: 'checkout', id: payment.id, status: 'failed', message: 'DECLINED' });

    const confirmed = await confirmPayment(payment.id);
    expect(confirmed.payment_status).toBe('failed');
    expect(confirmed.transaction?.status).toBe('failed');
    expect(confirmed.transaction?.reason).toMatch(/declined/i);
  });

  it('sends a payment confirmed on the 3-D Secure page back as paid, and confirm-payment answers paid', async () => {
    const { payment } = await createPayment('4111111111111111');
    const { location } = await decideOnThreeDSecurePage(payment.source.transaction_url, 'paid');
    expect([location.searchParams.get('id'), location.searchParams.get('status'), location.searchParams.get('message')]).toEqual([payment.id, 'paid', 'APPROVED']);
    expect((await confirmPayment(payment.id)).payment_status).toBe('paid');
  });

  it('declines the test card 4000 0000 0000 0002 at once, and confirm-payment answers failed', async () => {
    const { status, payment } = await createPayment('4000000000000002');
    expect(status).toBe(201);
    expect(isPayment(payment), JSON.stringify(isPayment.errors)).toBe(true);
    expect(payment.status).toBe('failed');
    expect(payment.source.message).toBe('DECLINED');
    expect(payment.source.transaction_url).toBeNull();
    expect((await confirmPayment(payment.id)).payment_status).toBe('failed');
  });

  it('keeps an example the confirm-payment request asks for itself', async () => {
    const { payment } = await createPayment('4000000000000002');
    expect((await confirmPayment(payment.id, { Prefer: 'example=pending' })).payment_status).toBe('pending');
  });

  it('answers an order placed by bank transfer with the account to transfer to, a card order without', async () => {
    const bankTransfer = await placeOrder(newShopper(), 'bank_transfer');
    expect(bankTransfer.order.payment_method).toBe('bank_transfer');
    expect(bankTransfer.bank_account?.iban).toMatch(/^SA/);
    expect((await placeOrder(newShopper(), 'card')).bank_account).toBeNull();
  });

  it('answers a malformed card with the gateway error, and a call without the key with 401', async () => {
    const malformed = await fetch(`${mockGateway}/payments`, {
      method: 'POST',
      headers: { ...gatewayAuthHeaders, 'Content-Type': 'application/json' },
      body: JSON.stringify(paymentRequest('4111')),
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ type: 'invalid_request_error', errors: { 'source.number': expect.any(Array) } });

    const keyless = await fetch(`${mockGateway}/payments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(paymentRequest('4111111111111111')),
    });
    expect(keyless.status).toBe(401);
  });

  it('refuses a 3-D Secure address without a callback', async () => {
    expect((await fetch(`${mockOrigin}/gateway/3ds/some-id`)).status).toBe(400);
    expect((await fetch(`${mockOrigin}/gateway/3ds/some-id?callback=javascript:alert(1)`)).status).toBe(400);
  });
});
