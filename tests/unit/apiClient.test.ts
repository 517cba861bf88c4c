import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type Language } from '../../sdk';

/** A client whose fetch answers with `answer` and remembers the request it was given. */
function clientAnswering(answer: () => Response | Promise<Response>, { language = 'ar' as Language, token = undefined as string | undefined } = {}) {
  const seen: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://backend.test/api/v1',
    getLanguage: () => language,
    getToken: () => token,
    fetch: async (input) => {
      seen.push(input as Request);
      return answer();
    },
  });
  return { client, seen };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the API client', () => {
  it('sends the stored language and no auth headers for a guest', async () => {
    const { client, seen } = clientAnswering(() => json(200, { price: 2650.4 }), { language: 'en' });
    await client.GET('/gold-today-usa');
    expect(seen[0]!.url).toBe('http://backend.test/api/v1/gold-today-usa');
    expect(seen[0]!.headers.get('lang')).toBe('en');
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
    expect(seen[0]!.headers.has('JWT')).toBe(false);
  });

  it('sends the bearer and JWT headers when signed in', async () => {
    const { client, seen } = clientAnswering(() => json(200, { price: 2650.4 }), { token: 'tok-123' });
    await client.GET('/gold-today-usa');
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(seen[0]!.headers.get('JWT')).toBe('tok-123');
    expect(seen[0]!.headers.get('lang')).toBe('ar');
  });

  it('returns the parsed body of a success', async () => {
    const { client } = clientAnswering(() => json(200, { price: 2650.4 }));
    const { data } = await client.GET('/gold-today-usa');
    expect(data?.price).toBe(2650.4);
  });

  it('turns an error with an empty body into an ApiError instead of a success', async () => {
    const { client } = clientAnswering(() => new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    const failure = await client.GET('/gold-today-usa').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(500);
  });

  it('keeps the message and field errors of a 422', async () => {
    const body = { message: 'The given data was invalid.', errors: { email: ['The email has already been taken.'], phone: ['Too short'] } };
    const { client } = clientAnswering(() => json(422, body));
    const failure = (await client.GET('/gold-today-usa').catch((e: unknown) => e)) as ApiError;
    expect(failure.status).toBe(422);
    expect(failure.message).toBe(body.message);
    expect(failure.firstFieldError('dialcode', 'phone', 'email')).toBe('Too short');
    expect(failure.firstFieldError('country_code')).toBeUndefined();
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = (await client.GET('/gold-today-usa').catch((e: unknown) => e)) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(0);
  });
});
