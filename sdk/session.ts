import type { Language } from './client';
import { ApiError } from './errors';
import type { paths } from './schema';

// The store's own session calls (/session/<name>, answered by the store's server,
// src/server/session.ts). Each stands for the API call of the same purpose: the server makes that
// call, keeps the token of an answer that signs the shopper in in an HttpOnly cookie, and answers
// the browser the same, without the token. The browser never holds the token.

type JsonOf<T> = T extends { content: { 'application/json': infer Json } } ? Json : never;
type PostOf<P extends keyof paths> = paths[P] extends { post: infer Operation } ? Operation : never;
type Body<P extends keyof paths> = PostOf<P> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;
type Answer<Operation> = Operation extends { responses: { 200: infer Success } } ? JsonOf<Success> : never;

/** An answer as the browser gets it: a session's token is the server's alone. */
type WithoutToken<A> = A extends { data: { token: string } } ? Omit<A, 'data'> & { data: Omit<A['data'], 'token'> } : A;

interface Call<P extends keyof paths> {
  body: Body<P>;
  answer: WithoutToken<Answer<PostOf<P>>>;
}

/** Each session call, with the API call it stands for. */
export interface SessionCalls {
  login: Call<'/user/auth/login'>;
  register: Call<'/user/auth/register'>;
  'verify-email': Call<'/user/auth/verify-email'>;
  google: Call<'/user/auth/social-login'>;
  'reset-password': Call<'/user/auth/reset-password'>;
  logout: { body: Record<string, never>; answer: Answer<paths['/Auth/Logout']['get']> };
}

export type SessionCallName = keyof SessionCalls;

export interface SessionClientOptions {
  /** Where the store's session calls are: `/session` on the store's own origin. */
  baseUrl: string;
  getLanguage: () => Language;
  /** Only tests pass their own. */
  fetch?: (request: Request) => Promise<Response>;
}

/** The browser's client of the store's session calls; failures are the same ApiError as the API's. */
export function createSessionClient({ baseUrl, getLanguage, fetch }: SessionClientOptions) {
  return async function send<N extends SessionCallName>(name: N, body: SessionCalls[N]['body']): Promise<SessionCalls[N]['answer']> {
    const request = new Request(new URL(`${baseUrl}/${name}`, globalThis.location?.href), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', lang: getLanguage() },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const response = await (fetch ?? globalThis.fetch)(request).catch((error: unknown) => {
      throw new ApiError(0, error instanceof Error ? error.message : String(error));
    });
    if (!response.ok) throw await ApiError.fromResponse(response);
    return (await response.json()) as SessionCalls[N]['answer'];
  };
}

export type SessionClient = ReturnType<typeof createSessionClient>;
