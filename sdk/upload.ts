import type { Language } from './client';
import { ApiError } from './errors';
import type { paths } from './schema';

// fetch cannot report how much of a request body has gone, so the multipart calls that carry
// files (a maintenance or design request's photos) go through XMLHttpRequest instead, with the
// same headers and the same ApiError as the store's client (./client).

type Post<P extends keyof paths> = paths[P] extends { post: infer Operation } ? Operation : never;

/** The contract's paths whose POST takes multipart/form-data. */
export type MultipartPath = {
  [P in keyof paths]: Post<P> extends {
    requestBody: { content: { 'multipart/form-data': unknown } };
  }
    ? P
    : never;
}[keyof paths];

type MultipartSchema<P extends MultipartPath> =
  Post<P> extends {
    requestBody: { content: { 'multipart/form-data': infer Body } };
  }
    ? Body
    : never;

/** A call's body: the contract's fields, with its files (binary strings there) as Blobs or Files. */
export type MultipartBody<P extends MultipartPath> = {
  [K in keyof MultipartSchema<P>]: MultipartSchema<P>[K] extends string[] | undefined
    ? Blob[] | Exclude<MultipartSchema<P>[K], undefined>
    : MultipartSchema<P>[K];
};

/** The JSON of a call's success answer (its 200 or 201). */
export type MultipartAnswer<P extends MultipartPath> =
  Post<P> extends {
    responses: {
      [S in 200 | 201]?: { content: { 'application/json': infer Answer } };
    };
  }
    ? Answer
    : never;

export interface UploaderOptions {
  /** Where `/api/v1` lives, as for the store's client. */
  baseUrl: string;
  /** Read on every call. */
  getLanguage: () => Language;
  /** The signed-in shopper's token, or undefined (the browser has none: see ApiClientOptions). */
  getToken: () => string | undefined;
  /** Which session a call is made in (as for the client); by default the token. */
  getSession?: () => string | undefined;
  /** A call made in this session answered 401: the shopper's session has ended (as for the client). */
  onSessionEnd?: (session: string) => void;
  /** Node has none: tests pass jsdom's. Looked up per call by default. */
  XMLHttpRequest?: typeof globalThis.XMLHttpRequest;
}

export interface UploadCall {
  /** The share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting it stops the upload and rejects the call with an ApiError of status 0. */
  signal?: AbortSignal;
  /** More headers, e.g. a test's `Prefer`. */
  headers?: Record<string, string>;
}

/** The same parts a browser form would send: arrays as repeated parts, files with their names. */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  const append = (name: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : 'blob');
    else form.append(name, String(value));
  };
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value)) value.forEach((item) => append(name, item));
    else append(name, value);
  }
  return form;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The store's ApiError from a finished XHR, as ApiError.fromResponse builds it from a Response. */
function errorOf(xhr: XMLHttpRequest, signedIn: boolean): ApiError {
  const body = parseBody(xhr.responseText);
  const message =
    typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : xhr.statusText || `HTTP ${xhr.status}`;
  return new ApiError(xhr.status, message, body, signedIn);
}

/** A function that POSTs a multipart body to a contract path, reporting upload progress. */
export function createUploader(options: UploaderOptions) {
  return function upload<P extends MultipartPath>(path: P, body: MultipartBody<P>, call: UploadCall = {}): Promise<MultipartAnswer<P>> {
    return new Promise((resolve, reject) => {
      const Xhr = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;
      const { signal, onProgress } = call;
      if (signal?.aborted) {
        reject(new ApiError(0, 'Aborted'));
        return;
      }
      const xhr = new Xhr();
      xhr.open('POST', `${options.baseUrl}${path}`);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('lang', options.getLanguage());
      const token = options.getToken();
      const session = (options.getSession ?? options.getToken)();
      if (token) {
        xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        xhr.setRequestHeader('JWT', token);
      }
      for (const [name, value] of Object.entries(call.headers ?? {})) xhr.setRequestHeader(name, value);

      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal?.removeEventListener('abort', onAbort);

      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
      });
      xhr.addEventListener('load', () => {
        settle();
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(1);
          resolve(parseBody(xhr.responseText) as MultipartAnswer<P>);
        } else {
          if (xhr.status === 401 && session) options.onSessionEnd?.(session);
          reject(errorOf(xhr, Boolean(session)));
        }
      });
      xhr.addEventListener('error', () => {
        settle();
        reject(new ApiError(0, 'Network error'));
      });
      xhr.addEventListener('timeout', () => {
        settle();
        reject(new ApiError(0, 'Timed out'));
      });
      xhr.addEventListener('abort', () => {
        settle();
        reject(new ApiError(0, 'Aborted'));
      });
      // The browser writes the multipart boundary into Content-Type itself.
      xhr.send(toFormData(body as Record<string, unknown>));
    });
  };
}

export type Uploader = ReturnType<typeof createUploader>;
