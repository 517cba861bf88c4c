import { describe, expect, it } from 'vitest';
import { createGatewayClient, GatewayError, isGatewayError, type GatewayPaymentRequest } from '../../sdk';

/** A gateway client whose fetch answers with `answer` and remembers the requests it was given. */
function clientAnswering(answer: () => Response | Promise<Response>) {
  const seen: Request[] = [];
  const client = createGatewayClient({
    baseUrl: 'https://gateway.test/v1',
    publishableKey: 'pk_test_abc123',
    fetch: async (input) => {
      seen.push(input as Request);
      return answer();
    },
  });
  return { client, seen };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const payment: GatewayPaymentRequest = {
  amount: 1330000,
  currency: 'SAR',
  description: 'Order ORD-5004',
  callback_url: 'https://store.test/OrderDetails/5004',
  source: { type: 'creditcard', name: 'MOHAMMED ALQAHTANI', number: '4111111111111111', month: 8, year: 2027, cvc: '123' },
  metadata: { order_id: '5004' },
};

const initiated = {
  id: 'pay_1',
  status: 'initiated',
  amount: 1330000,
  currency: 'SAR',
  description: 'Order ORD-5004',
  callback_url: 'https://store.test/OrderDetails/5004',
  created_at: '2025-03-15T09:11:20.000Z',
  metadata: { order_id: '5004' },
  source: { type: 'creditcard', company: 'visa', name: 'MOHAMMED ALQAHTANI', number: '4111-11XX-XXXX-1111', message: null, transaction_url: 'https://gateway.test/3ds/pay_1' },
};

/** What `fn` threw, or a failure when it did not throw. */
async function thrownBy(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    await fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

describe('the gateway client', () => {
  it('authenticates with HTTP Basic: the publishable key as user name and an empty password', async () => {
    const { client, seen } = clientAnswering(() => json(201, initiated));
    await client.POST('/payments', { body: payment });
    const authorization = seen[0]!.headers.get('Authorization')!;
    expect(authorization).toMatch(/^Basic /);
    expect(atob(authorization.slice('Basic '.length))).toBe('pk_test_abc123:');
  });

  it('posts the payment, card and all, to the gateway as JSON and returns the answer', async () => {
    const { client, seen } = clientAnswering(() => json(201, initiated));
    const { data } = await client.POST('/payments', { body: payment });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url).toBe('https://gateway.test/v1/payments');
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual(payment);
    expect(data?.status).toBe('initiated');
    expect(data?.source.type === 'creditcard' && data.source.transaction_url).toBe('https://gateway.test/3ds/pay_1');
  });

  it('sends none of the store API headers', async () => {
    const { client, seen } = clientAnswering(() => json(201, initiated));
    await client.POST('/payments', { body: payment });
    expect(seen[0]!.headers.has('JWT')).toBe(false);
    expect(seen[0]!.headers.has('lang')).toBe(false);
  });

  it('throws a GatewayError with the status, message, type and field errors of a 400', async () => {
    const { client } = clientAnswering(() =>
      json(400, {
        type: 'invalid_request_error',
        message: 'Validation Failed',
        errors: { 'source.number': ['Number is invalid'], 'source.cvc': ['CVC is invalid'] },
      }),
    );
    const error = await thrownBy(() => client.POST('/payments', { body: payment }));
    expect(isGatewayError(error)).toBe(true);
    const gatewayError = error as GatewayError;
    expect(gatewayError.status).toBe(400);
    expect(gatewayError.message).toBe('Validation Failed');
    expect(gatewayError.type).toBe('invalid_request_error');
    expect(gatewayError.errors).toEqual({ 'source.number': ['Number is invalid'], 'source.cvc': ['CVC is invalid'] });
    expect(gatewayError.firstFieldError('source.name', 'source.cvc')).toBe('CVC is invalid');
  });

  it('throws a GatewayError for a 401 whose errors are null, and for an answer without a body', async () => {
    const unauthorized = clientAnswering(() => json(401, { type: 'authentication_error', message: 'Invalid authorization credentials', errors: null }));
    const error = (await thrownBy(() => unauthorized.client.POST('/payments', { body: payment }))) as GatewayError;
    expect(error).toBeInstanceOf(GatewayError);
    expect([error.status, error.message, error.errors]).toEqual([401, 'Invalid authorization credentials', {}]);

    const empty = clientAnswering(() => new Response(null, { status: 502, statusText: 'Bad Gateway' }));
    const bare = (await thrownBy(() => empty.client.POST('/payments', { body: payment }))) as GatewayError;
    expect([bare.status, bare.message]).toEqual([502, 'Bad Gateway']);
  });

  it('throws a GatewayError with status 0 when the network fails, holding nothing of the card', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await thrownBy(() => client.POST('/payments', { body: payment }))) as GatewayError;
    expect(error).toBeInstanceOf(GatewayError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('Failed to fetch');
    expect(JSON.stringify({ ...error, message: error.message })).not.toMatch(/4111111111111111|"123"/);
  });
});
