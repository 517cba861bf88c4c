import type { components } from './gateway/schema';

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
