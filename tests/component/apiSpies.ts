// What a component test does to the app's calls: watches them, holds them, has the mock answer
// otherwise, or changes the answer. Each is an openapi-fetch middleware on the app's one API
// client, taken off after the test. The mock picks a response by the Prefer header (Prism):
// 'code=401', 'code=422, example=unverified', 'example=empty'.
import type { Middleware } from 'openapi-fetch';
import { afterEach } from 'vitest';
import { apiClient } from '../../src/shared/api';

const installed: Middleware[] = [];
const heldUntilTheEnd: (() => void)[] = [];

// Named install, not use: the hooks lint reads a call to use(…) as React's use hook.
function install(middleware: Middleware): void {
  installed.push(middleware);
  apiClient.use(middleware);
}

afterEach(() => {
  // A call still held goes on, so nothing waits on a test that is over.
  for (const release of heldUntilTheEnd.splice(0)) release();
  for (const middleware of installed.splice(0)) apiClient.eject(middleware);
});

/** Some calls: one contract path (`/products/{id}/toggle-wishlist`), of one method if given. */
export interface Calls {
  path: string;
  method?: string;
}
const isOf = (calls: Calls | undefined, request: Request, schemaPath: string) =>
  !calls || (schemaPath === calls.path && (!calls.method || request.method === calls.method.toUpperCase()));

/** Every call the app makes from now on, as "METHOD /contract/path" (e.g. "POST /products/{id}/add-to-cart"). */
export function watchCalls(): string[] {
  const calls: string[] = [];
  install({
    onRequest({ request, schemaPath }) {
      calls.push(`${request.method} ${schemaPath}`);
    },
  });
  return calls;
}

/** A call as it was sent; its body read as JSON, or as FormData when multipart. */
export interface SentCall {
  method: string;
  path: string;
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- what the test's expectations say it is
  body: any;
}

/** The calls sent from now on (those of `calls` only, when given), with their addresses and bodies. */
export function recordCalls(calls?: Calls): SentCall[] {
  const sent: SentCall[] = [];
  install({
    async onRequest({ request, schemaPath }) {
      if (!isOf(calls, request, schemaPath)) return;
      const record = (body: unknown) => sent.push({ method: request.method, path: schemaPath, url: request.url, body });
      const type = request.headers.get('Content-Type') ?? '';
      if (!type.startsWith('multipart/form-data')) {
        const text = await request.clone().text();
        record(text ? JSON.parse(text) : undefined);
        return;
      }
      // Read, then sent as read: Node 24's fetch makes a multipart body once, so the request sent
      // after a clone was read would go empty (and the mock wait for its bytes).
      const bytes = await request.arrayBuffer();
      record(formDataOf(new TextDecoder().decode(bytes), type));
      return new Request(request, { body: bytes });
    },
  });
  return sent;
}

/**
 * A multipart body read back as FormData, a file part as a File of its type. Not by
 * Request.formData(): under jsdom, Node 24's fetch refuses the File it makes (not jsdom's File).
 */
function formDataOf(text: string, type: string): FormData {
  const boundary = type.split('boundary=')[1];
  const form = new FormData();
  // Each part: CRLF, its headers, a blank line, its content, CRLF; after the last, "--".
  for (const part of text.split(`--${boundary}`).slice(1, -1)) {
    const [head = '', ...content] = part.split('\r\n\r\n');
    const value = content.join('\r\n\r\n').slice(0, -2);
    const name = /; name="([^"]*)"/.exec(head)?.[1] ?? '';
    const filename = /; filename="([^"]*)"/.exec(head)?.[1];
    const fileType = /Content-Type: (.*)/i.exec(head)?.[1];
    form.append(name, filename === undefined ? value : new File([value], filename, { type: fileType }));
  }
  return form;
}

/** The bodies of recorded calls. */
export const bodiesOf = (sent: SentCall[]) => sent.map((call) => call.body);

/**
 * Holds the calls of one contract path until the returned function is called (or the test ends),
 * to look at what a screen shows while a call is on the way (the spinner, the optimistic state).
 */
export function holdCalls(path: string): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  heldUntilTheEnd.push(release);
  install({
    async onRequest({ schemaPath }) {
      if (schemaPath === path) await held;
    },
  });
  return release;
}

/**
 * Makes the mock answer with this preference (every call, or those of `calls`) until the test ends
 * or the returned function is called (a page that fails, then loads on retry).
 */
export function forceAnswer(prefer: string, calls?: Calls): () => void {
  let forcing = true;
  install({
    onRequest({ request, schemaPath }) {
      if (forcing && isOf(calls, request, schemaPath)) request.headers.set('Prefer', prefer);
    },
  });
  return () => (forcing = false);
}

/** Answers `calls` with the mock's JSON answer as `change` makes it (given the request, e.g. its page). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the mock's answer is plain JSON
export function changeAnswer(calls: Calls, change: (body: any, request: Request) => unknown): void {
  install({
    async onResponse({ request, response, schemaPath }) {
      if (!isOf(calls, request, schemaPath)) return response;
      const body = change(await response.clone().json(), request);
      return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
    },
  });
}

/** The calls of one contract path never reach the server, as when the connection drops (ApiError status 0). */
export function failNetwork(path: string): void {
  install({
    onRequest: ({ request, schemaPath }) => (schemaPath === path ? new Request('http://127.0.0.1:9/unreachable', request) : undefined),
  });
}
