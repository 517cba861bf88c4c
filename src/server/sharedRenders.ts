// A guest's page asked for by many at once (a shared link, a notification, a page nginx no longer
// keeps) is rendered once: the requests that come while it renders, or in the second after, are
// given a copy of its answer. The second is for a crowd's stragglers: 50 guests reach the server
// over a few hundred milliseconds (each render holds its event loop tens of them), longer than a
// render. nginx's own lock cannot do it in time (its waiters look every 0.5 s, deploy/README.md,
// "The page cache"). Only pages every guest of the address and language is given alike share a
// render: those nginx keeps (their nonce is its placeholder, replaced in each response); never a
// signed-in shopper's page, nor one with a notice of their own.

interface Answer {
  status: number;
  statusText: string;
  headers: Headers;
  body: Blob;
  /** When it was whole (performance.now()). */
  madeAt: number;
}

/** How long a whole answer is still given to its page's requests. */
const STRAGGLERS_MS = 1000;

const rendering = new Map<string, Promise<Answer>>();

/** Everything of a guest's request its page is made from, or undefined when the page is not every guest's. */
export function sharedRenderKey(request: Request, parts: { shared: boolean; language: string; origin: string; languageCookie: string | undefined; prefer: string | undefined }): string | undefined {
  if (!parts.shared || request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  return JSON.stringify([parts.origin, url.pathname + url.search, parts.language, parts.languageCookie ?? '', parts.prefer ?? '']);
}

/** A copy of the answer, its max-age shortened by its age: nginx keeps it no longer than the render's own. */
function copyOf(answer: Answer): Response {
  const headers = new Headers(answer.headers);
  const age = Math.ceil((performance.now() - answer.madeAt) / 1000);
  const caching = headers.get('cache-control');
  if (caching && age > 0) headers.set('cache-control', caching.replace(/max-age=(\d+)/, (_, seconds: string) => `max-age=${Math.max(0, Number(seconds) - age)}`));
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}

/**
 * The page's answer: rendered by `render`, or, when the same page is rendering or was just made, a
 * copy of that render's answer (`shared` is told, for the log). The first request's page still
 * streams to it as it renders; the copies are given once it is whole. Without a key, always rendered.
 */
export async function renderShared(key: string | undefined, render: () => Promise<Response>, shared: () => void): Promise<Response> {
  if (key === undefined) return render();
  const inFlight = rendering.get(key);
  if (inFlight) {
    // A render that failed is not the others' answer: each then makes its own.
    const answer = await inFlight.catch(() => undefined);
    if (!answer) return render();
    shared();
    return copyOf(answer);
  }
  let settle!: { resolve: (answer: Answer) => void; reject: (error: unknown) => void };
  const whole = new Promise<Answer>((resolve, reject) => (settle = { resolve, reject }));
  // Nobody may be waiting: a failure nobody awaits is not an unhandled rejection.
  whole.catch(() => undefined);
  rendering.set(key, whole);
  const done = () => rendering.delete(key);
  try {
    const response = await render();
    const [mine, theirs] = response.body ? response.body.tee() : [null, null];
    const answer = { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) };
    new Response(theirs).blob().then(
      (body) => {
        settle.resolve({ ...answer, body, madeAt: performance.now() });
        setTimeout(done, STRAGGLERS_MS).unref();
      },
      (error: unknown) => {
        settle.reject(error);
        done();
      },
    );
    return new Response(mine, { status: response.status, statusText: response.statusText, headers: response.headers });
  } catch (error) {
    settle.reject(error);
    done();
    throw error;
  }
}
