// The store's session calls (/session/<name>, sdk/session.ts): the browser signs in, registers,
// verifies its e-mail, resets its password, signs in with Google and signs out through the store's
// own server, which makes the API's call and keeps the token in the HttpOnly jwt cookie. The
// browser gets the same answer without the token, so no script, page or storage ever holds it.
import { isApiError, type ApiClient, type SessionCallName, type SessionCalls } from '../../sdk';
import { clearedSessionCookie, sessionCookie } from './cookies';
import { isCrossSiteWrite, requestSourceOf } from './crossSite';
import { readForm, seeOther, type Fields } from './formActions';
import { safeRedirect } from '../shared/safeRedirect';

type Made = Promise<{ data?: unknown }>;
type SessionChange = 'start' | 'end' | 'keep';

/** Each call, the API call it makes, and what it does to the session. */
const callsOf = (api: ApiClient): { [N in SessionCallName]: { call: (body: SessionCalls[N]['body']) => Made; session: SessionChange } } => ({
  login: { call: (body) => api.POST('/user/auth/login', { body }), session: 'start' },
  // A new account verifies its e-mail first: the token of the answer is not kept.
  register: { call: (body) => api.POST('/user/auth/register', { body }), session: 'keep' },
  'verify-email': { call: (body) => api.POST('/user/auth/verify-email', { body }), session: 'start' },
  google: { call: (body) => api.POST('/user/auth/social-login', { body }), session: 'start' },
  'reset-password': { call: (body) => api.POST('/user/auth/reset-password', { body }), session: 'keep' },
  logout: { call: () => api.GET('/Auth/Logout'), session: 'end' },
});

/** What the answer needs to know of the request beyond itself. */
interface SessionRequest {
  /** The store's public origin: the cookie is Secure when it is https. */
  origin: string;
  /** Where an error without an answer is noted for the request's log line. */
  outcome: { error?: unknown };
}

const SESSION_PATH = /^\/session\/([\w-]+)$/;

const NAMES: readonly string[] = ['login', 'register', 'verify-email', 'google', 'reset-password', 'logout'] satisfies SessionCallName[];
const isCallName = (name: string): name is SessionCallName => NAMES.includes(name);

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

/** The answer without the token a signing-in answer carries. */
function withoutToken(answer: unknown): { token?: string; answer: unknown } {
  const data = (answer as { data?: unknown } | undefined)?.data;
  if (typeof data !== 'object' || data === null || !('token' in data)) return { answer };
  const { token, ...rest } = data as { token?: unknown };
  return { token: typeof token === 'string' ? token : undefined, answer: { ...(answer as object), data: rest } };
}

/**
 * The answerer of session calls, making the API's calls with `api` (the server's client, which
 * sends the request's token and language).
 */
export const createSessionAnswerer = (api: ApiClient) => {
  const calls = callsOf(api);
  /** The answer to a session call, or undefined when the address is not one. */
  return (request: Request, page: SessionRequest) => answerSession(request, page, calls);
};

async function answerSession(request: Request, page: SessionRequest, calls: ReturnType<typeof callsOf>): Promise<Response | undefined> {
  const name = SESSION_PATH.exec(new URL(request.url).pathname)?.[1];
  if (!name) return undefined;
  if (!isCallName(name)) return json(404, { message: 'Not found' });
  if (request.method !== 'POST') return json(405, { message: 'Method not allowed' }, { allow: 'POST' });
  if (isCrossSiteWrite(requestSourceOf(request))) return json(403, { message: 'Forbidden' });
  const form = await readForm(request);
  if (form) return answerSessionForm(name, form, page, calls);
  const body: unknown = await request.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null) return json(400, { message: 'The body must be a JSON object' });

  const { call, session } = calls[name] as { call: (body: unknown) => Made; session: SessionChange };
  const secure = page.origin.startsWith('https:');
  const signOut = session === 'end' ? { 'set-cookie': clearedSessionCookie(secure) } : undefined;
  try {
    const { data } = await call(body);
    const { token, answer } = withoutToken(data);
    const signIn = session === 'start' && token ? { 'set-cookie': sessionCookie(token, secure) } : undefined;
    return json(200, answer, signIn ?? signOut);
  } catch (error) {
    // The API's own refusal (422 with its field errors, 401…) goes back as it came; no answer is a 503.
    if (isApiError(error) && error.status >= 400) return json(error.status, error.body ?? { message: error.message }, signOut);
    page.outcome.error ??= error;
    return json(503, { message: 'The store could not reach its service; try again in a moment' }, { 'retry-after': '30', ...signOut });
  }
}

/**
 * Signing in and out as plain forms (the login page's and the profile's, before or without the
 * app's JavaScript): the same calls, answered with a 303 to the page to go on to and a notice for
 * it; a refusal goes back to the login page with the e-mail as it was typed (never the password).
 */
async function answerSessionForm(name: SessionCallName, form: Fields, page: SessionRequest, calls: ReturnType<typeof callsOf>): Promise<Response> {
  const secure = page.origin.startsWith('https:');
  if (name === 'logout') {
    const loggedOut = await calls.logout.call({}).then(
      () => true,
      () => false,
    );
    return seeOther('/', loggedOut ? { tone: 'success', name: 'loggedOut' } : { tone: 'error', name: 'somethingWentWrong' }, secure, clearedSessionCookie(secure));
  }
  if (name !== 'login') return json(415, { message: 'This call takes JSON' });
  const email = form.text('email');
  const next = safeRedirect(form.text('redirect'), page.origin);
  const again = `/login${next ? `?redirect=${encodeURIComponent(next)}` : ''}`;
  try {
    const { data } = await calls.login.call({ email, password: form.text('password') });
    const { token } = withoutToken(data);
    return seeOther(next ?? '/', { tone: 'success', name: 'login' }, secure, ...(token ? [sessionCookie(token, secure)] : []));
  } catch (error) {
    const values = { email };
    if (isApiError(error) && error.status === 401) return seeOther(again, { tone: 'error', name: 'loginIncorrect', values }, secure);
    if (isApiError(error) && error.status === 422 && error.fieldErrors.email_verified_at) {
      return seeOther(`/VerifyEmail?email=${encodeURIComponent(email)}`, { tone: 'info', name: 'verifyEmail' }, secure);
    }
    if (isApiError(error) && error.status === 422) {
      const detail = error.firstFieldError('email', 'password') ?? error.message;
      return seeOther(again, { tone: 'error', name: 'loginFailed', detail, field: error.fieldErrors.email ? 'email' : 'password', values }, secure);
    }
    page.outcome.error ??= error;
    return seeOther(again, { tone: 'error', name: 'somethingWentWrong', values }, secure);
  }
}
