import createClient, { type Middleware } from 'openapi-fetch';
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

type GatewayErrorBody = components['schemas']['GatewayError'];

/**
 * The one error a failed gateway call turns into: any non-2xx answer and any network failure
 * (status 0). It never holds the request, so no card data can end up in a log or error report.
 */
export class GatewayError extends Error {
  readonly status: number;
  /** The gateway's error kind (`invalid_request_error`, `authentication_error`…), when it gave one. */
  readonly type: string | undefined;
  /** Field errors of a 400 answer: dotted field (`source.number`) → messages. Empty when none. */
  readonly errors: Record<string, string[]>;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'GatewayError';
    this.status = status;
    this.type = isErrorBody(body) ? body.type : undefined;
    this.errors = readFieldErrors(body);
  }

  /** The first message of the first of these fields that has one. */
  firstFieldError(...fields: string[]): string | undefined {
    for (const field of fields) {
      const message = this.errors[field]?.[0];
      if (message) return message;
    }
    return undefined;
  }

  static async fromResponse(response: Response): Promise<GatewayError> {
    const text = await response.text().catch(() => '');
    const body = parseBody(text);
    const message = isErrorBody(body) ? body.message : response.statusText || `HTTP ${response.status}`;
    return new GatewayError(response.status, message, body);
  }
}

export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isErrorBody(body: unknown): body is GatewayErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as GatewayErrorBody).message === 'string';
}

function readFieldErrors(body: unknown): Record<string, string[]> {
  if (!isErrorBody(body) || typeof body.errors !== 'object' || body.errors === null) return {};
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    if (Array.isArray(messages)) result[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return result;
}
