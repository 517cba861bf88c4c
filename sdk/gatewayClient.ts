import createClient, { type Middleware } from 'openapi-fetch';
import { GatewayError } from './gatewayErrors';
import type { components, paths } from './gateway/schema';

/** A payment as the gateway answers it (`initiated`, `paid` or `failed`). */
export type GatewayPayment = components['schemas']['Payment'];
/** The body of `POST /payments`: the amount in halalas and the card as a `creditcard` source. */
export type GatewayPaymentRequest = components['schemas']['PaymentRequest'];

export interface GatewayClientOptions {
  /** Where the gateway's API lives: `/gateway/v1` (the mock behind the dev proxy) or `https://api.moyasar.com/v1`. */
  baseUrl: string;
  /** The publishable key (`pk_test_…`, `pk_live_…`): it can only create payments, so it may live in the page. */
  publishableKey: string;
  /** Only tests pass their own fetch. */
  fetch?: typeof globalThis.fetch;
}

/** HTTP Basic with the publishable key as the user name and an empty password, as Moyasar asks. */
function authMiddleware(publishableKey: string): Middleware {
  const authorization = `Basic ${btoa(`${publishableKey}:`)}`;
  return {
    onRequest({ request }) {
      request.headers.set('Authorization', authorization);
      return request;
    },
  };
}

/** Turns every non-2xx answer and every network failure into one GatewayError. */
const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await GatewayError.fromResponse(response);
    return undefined;
  },
  onError({ error }) {
    if (error instanceof GatewayError) return error;
    const reason = error instanceof Error ? error.message : String(error);
    return new GatewayError(0, reason);
  },
};

/**
 * The typed client of the payment gateway (`openapi/gateway/`), called from the browser with the
 * card. Separate from the store's client on purpose: it never sends the store's token or headers.
 */
export function createGatewayClient(options: GatewayClientOptions) {
  // fetch is looked up per call, so one replaced after start-up (tests) is the one used.
  const send = (request: Request) => (options.fetch ?? globalThis.fetch)(request);
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: send });
  client.use(authMiddleware(options.publishableKey), errorMiddleware);
  return client;
}

export type GatewayClient = ReturnType<typeof createGatewayClient>;
