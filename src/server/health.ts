// For a load balancer: /healthz (this process answers) and /readyz (the API answered a call
// within a second lately, so pages can be made). Neither is logged: probes come every few seconds.
import { answered, answeredLately, failed } from './apiHealth';
import { API_BASE } from '../shared/api';

const PROBE_TIMEOUT_MS = 1000;
let probing: Promise<void> | undefined;

/** When no page asked the API lately, /readyz asks it something small itself (one probe at a time). */
function probe(): Promise<void> {
  probing ??= (async () => {
    const started = performance.now();
    try {
      // A probe of the API's health, not a call of the store's: the SDK has no place for it.
      // eslint-disable-next-line no-restricted-globals
      const response = await fetch(`${API_BASE}/general-settings`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      // Well only when it is what a page could use: a success in JSON (not an HTML page, not cut off).
      const json = await response.json().then(
        () => true,
        () => false,
      );
      answered(performance.now() - started, response.ok && json);
    } catch (error) {
      failed(error instanceof DOMException && error.name === 'TimeoutError');
    }
  })().finally(() => (probing = undefined));
  return probing;
}

const plain = (status: number, text: string) =>
  new Response(`${text}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** The answer to /healthz or /readyz, or undefined for any other path. */
export async function answerHealth(pathname: string): Promise<Response | undefined> {
  if (pathname === '/healthz') return plain(200, 'ok');
  if (pathname !== '/readyz') return undefined;
  if (!answeredLately()) await probe();
  return answeredLately() ? plain(200, 'ready') : plain(503, 'the API has not answered within 1 s lately');
}
