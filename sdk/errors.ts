import type { components } from './schema';

type ErrorBody = components['schemas']['Error'] | components['schemas']['ValidationError'];

/**
 * The one error every failed call turns into: any non-2xx answer (even one with an empty body)
 * and any network failure (status 0). Screens map it to the messages of SPEC §8.
 */
export class ApiError extends Error {
  readonly status: number;
  /** Field errors of a 422 answer: field name → messages, in the language of the call. */
  readonly fieldErrors: Record<string, string[]>;
  readonly body: unknown;
  /** The call carried the shopper's token: a 401 then means the session has ended (isSessionEnd). */
  readonly signedIn: boolean;

  constructor(status: number, message: string, body?: unknown, signedIn = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.signedIn = signedIn;
    this.fieldErrors = readFieldErrors(body);
  }

  /** The first message of the first of these fields that has one. */
  firstFieldError(...fields: string[]): string | undefined {
    for (const field of fields) {
      const message = this.fieldErrors[field]?.[0];
      if (message) return message;
    }
    return undefined;
  }

  static async fromResponse(response: Response, signedIn = false): Promise<ApiError> {
    const text = await response.text().catch(() => '');
    const body = parseBody(text);
    const message = isErrorBody(body) ? body.message : response.statusText || `HTTP ${response.status}`;
    return new ApiError(response.status, message, body, signedIn);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A 401 to a call that carried the shopper's token: their session has ended. The client reports
 * it once (ApiClientOptions.onSessionEnd), so a screen shows no toast of its own for it.
 */
export function isSessionEnd(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.signedIn;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as ErrorBody).message === 'string';
}

function readFieldErrors(body: unknown): Record<string, string[]> {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = (body as { errors: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages)) result[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return result;
}
