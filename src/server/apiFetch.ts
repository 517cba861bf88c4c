// Every call the server makes to the API while rendering goes through here (src/shared/api.ts):
// it has a deadline (its own, and the page's), it is never retried while a shopper waits, it
// carries the page's request id, and whatever comes back is either a well-formed answer or an
// error the page can show (a hung, refused, HTML or broken-JSON API all end as an ApiError).
import { answered, ApiDown, failed, mayCall } from './apiHealth';
import { serverConfig } from './config';
import { frameCacheKey, fromFrameCache } from './frameCache';
import { apiOperationOf, observeApiCall } from './metrics';

const isTimeout = (error: unknown) => error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** A success must be JSON (or empty); an HTML page or a cut-off body is the API failing (502). */
function checked(response: Response, body: string): Response {
  const headers = { 'content-type': response.headers.get('content-type') ?? 'application/json' };
  if (!response.ok || !body) return new Response(body || null, { status: response.status, statusText: response.statusText, headers });
  try {
    JSON.parse(body);
    return new Response(body, { status: response.status, headers });
  } catch {
    const message = `The API answered ${response.status} with a body that is not JSON (${headers['content-type']})`;
    return Response.json({ message }, { status: 502 });
  }
}

async function call(request: Request, pageDeadline: AbortSignal | undefined): Promise<Response> {
  if (!mayCall()) throw new ApiDown();
  const timeout = AbortSignal.timeout(serverConfig.callTimeoutMs);
  const signal = pageDeadline ? AbortSignal.any([timeout, pageDeadline]) : timeout;
  const started = performance.now();
  try {
    // The one place the server reaches the API; the body is read within the same deadline.
    // eslint-disable-next-line no-restricted-globals
    const response = await fetch(request, { signal });
    const answer = checked(response, await response.text());
    answered(performance.now() - started, answer.status < 500);
    return answer;
  } catch (error) {
    failed(isTimeout(error));
    throw error;
  }
}

const observeCall = (request: Request, operation: string, pageDeadline: AbortSignal | undefined) =>
  observeApiCall(request, operation, () => call(request, pageDeadline));

/** What apiFetch needs of the page being rendered (src/server.ts): its request id and its deadline. */
interface CallingPage {
  id: string;
  deadline: () => AbortSignal;
}

/** The server's fetch for the API client, for the page being rendered (none: a call of the server's own). */
export function apiFetch(request: Request, page: CallingPage | undefined): Promise<Response> {
  if (page) request.headers.set('x-request-id', page.id);
  // Each call that reaches for the API is counted and traced by its operation (./metrics.ts).
  const operation = apiOperationOf(request);
  const key = frameCacheKey(request);
  // The frame's calls are the store's, not the page's: a refresh behind the page has its own time.
  if (key) return fromFrameCache(key, () => observeCall(request.clone(), operation, undefined));
  return observeCall(request, operation, page?.deadline());
}
