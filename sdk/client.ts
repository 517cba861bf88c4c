import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError } from './errors';
import type { paths } from './schema';

export type Language = 'ar' | 'en';

export interface ApiClientOptions {
  /** Where `/api/v1` lives, for example `/api/v1` (the dev proxy) or `https://api.example.com/api/v1`. */
  baseUrl: string;
  /** Read on every call, so a language change needs no new client. */
  getLanguage: () => Language;
  /**
   * The signed-in shopper's token, sent as `Authorization: Bearer` and `JWT`, or undefined. Read on
   * every call. Only the store's server knows it; in the browser it is in an HttpOnly cookie, and
   * nginx (or the dev server) adds the headers on the way to the API.
   */
  getToken: () => string | undefined;
  /**
   * Which session a call is made in (undefined for a guest), so that its 401 ends that session and
   * no later one. By default the token; the browser, which has no token, names its sign-in.
   */
  getSession?: () => string | undefined;
  /**
   * A `Prefer` header to pass on (the server rendering a page asked with one: the fuzz's made-up
   * data, which the mock answers); a real backend ignores it.
   */
  getPrefer?: () => string | undefined;
  /** Only tests pass their own fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** A call made in this session (getSession) answered 401: the shopper's session has ended. */
  onSessionEnd?: (session: string) => void;
}

/** Adds the headers every call carries: lang always (a call's own lang asks in that language), Authorization and JWT when signed in. */
function headersMiddleware({ getLanguage, getToken, getPrefer }: ApiClientOptions): Middleware {
  return {
    onRequest({ request }) {
      if (!request.headers.has('lang')) request.headers.set('lang', getLanguage());
      const prefer = getPrefer?.();
      if (prefer && !request.headers.has('Prefer')) request.headers.set('Prefer', prefer);
      const token = getToken();
      if (token) {
        request.headers.set('Authorization', `Bearer ${token}`);
        request.headers.set('JWT', token);
      }
      return request;
    },
  };
}

/** Turns every non-2xx answer and every network failure into one ApiError, and reports a session that ended. */
function errorMiddleware({ getToken, getSession = getToken, onSessionEnd }: ApiClientOptions): Middleware {
  // The session each call was sent in, read when it left: a 401 that comes back after the shopper
  // signed in again belongs to the session before.
  const sentIn = new WeakMap<Request, string>();
  return {
    onRequest({ request }) {
      const session = getSession();
      if (session) sentIn.set(request, session);
      return undefined;
    },
    async onResponse({ request, response }) {
      if (response.ok) return undefined;
      const session = sentIn.get(request);
      if (response.status === 401 && session) onSessionEnd?.(session);
      throw await ApiError.fromResponse(response, Boolean(session));
    },
    onError({ error }) {
      if (error instanceof ApiError) return error;
      const reason = error instanceof Error ? error.message : String(error);
      return new ApiError(0, reason);
    },
  };
}

export function createApiClient(options: ApiClientOptions) {
  // fetch is looked up per call, so one replaced after start-up (tests) is the one used.
  const send = (request: Request) => (options.fetch ?? globalThis.fetch)(request);
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: send });
  client.use(headersMiddleware(options), errorMiddleware(options));
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
