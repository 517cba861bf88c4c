// The store's core journey as plain HTML forms the server handles (`POST /actions/<name>`), so that
// a tap works before the app's JavaScript has arrived, or without it: the server calls the API with
// the shopper's session and sends the browser back (303) to the page the form was on, with what
// happened for that page to say (src/shared/notice.ts). Once the app has taken the page over, the
// same forms take the app's path instead (their onSubmit), as they did before.
import { isApiError, type ApiClient } from '../../sdk';
import type { Notice, NoticeName } from '../shared/notice';
import { safeRedirect } from '../shared/safeRedirect';
import { clearedSessionCookie, noticeCookie } from './cookies';
import { isCrossSiteWrite, requestSourceOf } from './crossSite';

/** A form's fields, read as the API wants them. */
class Fields {
  constructor(private readonly form: FormData) {}
  text(name: string): string {
    const value = this.form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  }
  /** A whole number of at least `min`, or undefined. */
  count(name: string, min = 1): number | undefined {
    const text = this.text(name);
    const value = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    return value >= min ? value : undefined;
  }
}

class BadForm extends Error {}
const required = <T>(value: T | undefined): T => {
  if (value === undefined) throw new BadForm('A field of the form is missing or wrong');
  return value;
};

interface FormAction {
  /** Makes the API's call; what it answers is not needed (the page it goes back to asks again). */
  run: (api: ApiClient, fields: Fields) => Promise<unknown>;
  done: NoticeName;
  /** The field a refusal of the API is about, shown beside it. */
  field?: (fields: Fields) => string;
  /** The API's field whose message says why it refused. */
  apiField?: string;
  /** What it says when the API refused it (else "Failed to update cart"). */
  failed?: NoticeName;
  /** What it says when the form lacks what the shopper had to type. */
  missing?: NoticeName;
  /** The field typed by the shopper that comes back with a refusal. */
  keep?: string;
}

const ACTIONS: Record<string, FormAction> = {
  'add-to-cart': {
    run: (api, fields) =>
      api.POST('/products/{id}/add-to-cart', {
        params: { path: { id: required(fields.count('product_id')) } },
        body: {
          variety_id: required(fields.count('variety_id', 0)),
          quantity: fields.count('quantity') ?? 1,
          ...(fields.text('custom_text') ? { custom_text: fields.text('custom_text') } : {}),
        },
      }),
    done: 'addedToCart',
    field: (fields) => `add-${fields.text('product_id')}`,
    apiField: 'quantity',
  },
  // A card's button when the piece is in the cart: its line goes.
  'remove-from-cart': {
    run: async (api, fields) => {
      const productId = required(fields.count('product_id'));
      const { data } = await api.GET('/carts');
      const line = data?.data.find((item) => item.product.id === productId);
      if (line) await api.DELETE('/carts/{cartItemId}', { params: { path: { cartItemId: line.id } } });
    },
    done: 'removedFromCart',
  },
  'cart-quantity': {
    run: (api, fields) =>
      api.PUT('/carts/{cartItemId}', {
        params: { path: { cartItemId: required(fields.count('line_id')) } },
        // Minus or plus (`step`: the quantity it makes), or the number typed and sent.
        body: { quantity: required(fields.count('step') ?? fields.count('quantity')) },
      }),
    done: 'cartUpdated',
    field: (fields) => `quantity-${fields.text('line_id')}`,
    apiField: 'quantity',
  },
  'remove-line': {
    run: (api, fields) => api.DELETE('/carts/{cartItemId}', { params: { path: { cartItemId: required(fields.count('line_id')) } } }),
    done: 'removedFromCart',
  },
  coupon: {
    run: (api, fields) => api.POST('/coupon', { body: { code: required(fields.text('code') || undefined) } }),
    done: 'couponApplied',
    field: () => 'coupon',
    apiField: 'code',
    failed: 'couponFailed',
    missing: 'couponRequired',
    keep: 'code',
  },
  'remove-coupon': {
    run: (api) => api.DELETE('/coupon'),
    done: 'couponRemoved',
  },
};

/** What the request needs to know beyond itself. */
export interface FormRequest {
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
export const backOf = (fields: Fields, origin: string) => safeRedirect(fields.text('back'), origin) ?? '/';

/** A form's fields, or undefined when the body is not a form. */
export async function readForm(request: Request): Promise<Fields | undefined> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(type)) return undefined;
  const form = await request.formData().catch(() => undefined);
  return form && new Fields(form);
}

export type { Fields };

/** What went wrong, for the page to say: the API's own reason beside its field, or ours. */
function refusal(error: unknown, action: FormAction, fields: Fields): Notice {
  // What the shopper typed comes back to the field (a coupon's code; never anything secret).
  const values = action.keep ? { [action.keep]: fields.text(action.keep) } : undefined;
  if (error instanceof BadForm) return { tone: 'error', name: action.missing ?? 'somethingWentWrong', field: action.field?.(fields), values };
  const detail = isApiError(error) && error.status === 422 ? (error.firstFieldError(action.apiField ?? '') ?? error.message) : undefined;
  return { tone: 'error', name: action.failed ?? 'cartFailed', ...(detail ? { detail, field: action.field?.(fields) } : {}), values };
}

/** The answerer of the store's forms, making the API's calls with `api` (the server's client). */
export const createFormActions = (api: ApiClient) =>
  async function answerFormAction(request: Request, page: FormRequest): Promise<Response | undefined> {
    const name = /^\/actions\/([\w-]+)$/.exec(new URL(request.url).pathname)?.[1];
    if (!name) return undefined;
    const action = Object.hasOwn(ACTIONS, name) ? ACTIONS[name] : undefined;
    if (!action) return new Response('Not found', { status: 404 });
    if (request.method !== 'POST') return new Response('Method not allowed', { status: 405, headers: { allow: 'POST' } });
    if (isCrossSiteWrite(requestSourceOf(request))) return new Response('Forbidden', { status: 403 });
    const fields = await readForm(request);
    if (!fields) return new Response('The body must be a form', { status: 400 });
    const back = backOf(fields, page.origin);
    const secure = page.origin.startsWith('https:');
    if (!page.token) return seeOther(`/login?redirect=${encodeURIComponent(back)}`, { tone: 'info', name: 'loginToCart' }, secure);
    try {
      await action.run(api, fields);
      return seeOther(back, { tone: 'success', name: action.done }, secure);
    } catch (error) {
      // The API no longer takes the token: signed out, and asked to sign in again.
      if (isApiError(error) && error.status === 401) {
        return seeOther(`/login?redirect=${encodeURIComponent(back)}`, { tone: 'info', name: 'loginToCart' }, secure, clearedSessionCookie(secure));
      }
      // A refusal is the shopper's to read; anything else (no answer, a bug) is the log's too.
      const refused = error instanceof BadForm || (isApiError(error) && error.status >= 400 && error.status < 500);
      if (!refused) page.outcome.error ??= error;
      return seeOther(back, refusal(error, action, fields), secure);
    }
  };
