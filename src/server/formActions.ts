// The store's core journey as plain HTML forms the server handles (`POST /actions/<name>`), so that
// a tap works before the app's JavaScript has arrived, or without it: the server calls the API with
// the shopper's session and sends the browser back (303) to the page the form was on, with what
// happened for that page to say (src/shared/notice.ts). Once the app has taken the page over, the
// same forms take the app's path instead (their onSubmit), as they did before.
import { isApiError, type ApiClient } from '../../sdk';
import { CART_FORM_WRITES } from '../features/cart';
import type { Notice } from '../shared/notice';
import { safeRedirect } from '../shared/safeRedirect';
import { BadForm, doneNotice, FormFields, type Write } from '../shared/writes';
import { clearedSessionCookie, noticeCookie } from './cookies';
import { isCrossSiteWrite, requestSourceOf } from './crossSite';

type Fields = FormFields;
type FormWrite = Write<unknown>;

/** The writes with a plain form, by the form's name: each is the same declaration the app's mutation is made from. */
const ACTIONS = new Map<string, FormWrite>(
  (CART_FORM_WRITES as FormWrite[]).flatMap((write) => (write.form ? [[write.form.name, write] as const] : [])),
);

/** What the request needs to know beyond itself. */
interface FormRequest {
  origin: string;
  token: string | undefined;
  outcome: { error?: unknown };
}

/** The 303 back, with the notice for the page it lands on (and other cookies). */
export function seeOther(location: string, notice: Notice, secure: boolean, ...cookies: string[]): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of [noticeCookie(notice, secure), ...cookies]) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** The page a form came from (its hidden `back` field), if it is one of the store's, else home. */
const backOf = (fields: Fields, origin: string) => safeRedirect(fields.text('back'), origin) ?? '/';

/** A form's fields, or undefined when the body is not a form. */
export async function readForm(request: Request): Promise<Fields | undefined> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(type)) return undefined;
  const form = await request.formData().catch(() => undefined);
  return form && new FormFields(form);
}

export type { Fields };

/** What went wrong, for the page to say: the API's own reason beside its field, or ours. */
function refusal(error: unknown, write: FormWrite, fields: Fields): Notice {
  const form = write.form;
  // What the shopper typed comes back to the field (a coupon's code; never anything secret).
  const values = form?.keep ? { [form.keep]: fields.text(form.keep) } : undefined;
  if (error instanceof BadForm) return { tone: 'error', name: form?.missing ?? 'somethingWentWrong', field: form?.field?.(fields), values };
  const detail = isApiError(error) && error.status === 422 ? (error.firstFieldError(write.apiField ?? '') ?? error.message) : undefined;
  return { tone: 'error', name: write.messages.failed, ...(detail ? { detail, field: form?.field?.(fields) } : {}), values };
}

/** The answerer of the store's forms, making the API's calls with `api` (the server's client). */
export const createFormActions = (api: ApiClient) =>
  async function answerFormAction(request: Request, page: FormRequest): Promise<Response | undefined> {
    const name = /^\/actions\/([\w-]+)$/.exec(new URL(request.url).pathname)?.[1];
    if (!name) return undefined;
    const write = ACTIONS.get(name);
    if (!write?.form) return new Response('Not found', { status: 404 });
    if (request.method !== 'POST') return new Response('Method not allowed', { status: 405, headers: { allow: 'POST' } });
    if (isCrossSiteWrite(requestSourceOf(request))) return new Response('Forbidden', { status: 403 });
    const fields = await readForm(request);
    if (!fields) return new Response('The body must be a form', { status: 400 });
    const back = backOf(fields, page.origin);
    const secure = page.origin.startsWith('https:');
    if (!page.token) return seeOther(`/login?redirect=${encodeURIComponent(back)}`, { tone: 'info', name: 'loginToCart' }, secure);
    try {
      const input = write.form.read(fields);
      await write.send(api, input);
      return seeOther(back, { tone: 'success', name: doneNotice(write, input) }, secure);
    } catch (error) {
      // The API no longer takes the token: signed out, and asked to sign in again.
      if (isApiError(error) && error.status === 401) {
        return seeOther(`/login?redirect=${encodeURIComponent(back)}`, { tone: 'info', name: 'loginToCart' }, secure, clearedSessionCookie(secure));
      }
      // A refusal is the shopper's to read; anything else (no answer, a bug) is the log's too.
      const refused = error instanceof BadForm || (isApiError(error) && error.status >= 400 && error.status < 500);
      if (!refused) page.outcome.error ??= error;
      return seeOther(back, refusal(error, write, fields), secure);
    }
  };
