// The frame of every page (the header's categories, the footer's settings) comes from two public
// calls whose answers change rarely, and so do the ways to pay (the instalment split under a
// price). The server keeps their last good answer per language for a minute and asks again behind
// the page's back after that (stale-while-revalidate): pages do not wait for them, and while the
// API is down the header and footer still render from the last good.

const PUBLIC_FRAME_CALLS = /\/api\/v1\/(general-settings|categories|payment-methods)$/;
const FRESH_MS = 60_000;

interface Kept {
  status: number;
  contentType: string;
  body: string;
  at: number;
}

const kept = new Map<string, Kept>();
const refreshing = new Set<string>();

/** The key of a cacheable call, or undefined for any other. */
export function frameCacheKey(request: Request): string | undefined {
  if (request.method !== 'GET' || request.headers.has('prefer')) return undefined;
  const call = PUBLIC_FRAME_CALLS.exec(new URL(request.url).pathname)?.[1];
  return call && `${request.headers.get('lang') ?? ''} ${call}`;
}

const toResponse = (answer: Kept) => new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });

/**
 * Answers a frame call from what is kept when there is something, and asks `fetchFresh` when it is
 * missing (waiting) or older than a minute (not waiting). Only a good answer (2xx) replaces it.
 */
export async function fromFrameCache(key: string, fetchFresh: () => Promise<Response>, now = Date.now()): Promise<Response> {
  const answer = kept.get(key);
  const refresh = async () => {
    const response = await fetchFresh();
    if (!response.ok) return response;
    const body = await response.text();
    const fresh = { status: response.status, contentType: response.headers.get('content-type') ?? 'application/json', body, at: Date.now() };
    kept.set(key, fresh);
    return toResponse(fresh);
  };
  if (!answer) return refresh();
  if (now - answer.at > FRESH_MS && !refreshing.has(key)) {
    refreshing.add(key);
    refresh()
      .catch(() => undefined)
      .finally(() => refreshing.delete(key));
  }
  return toResponse(answer);
}

/** How old each kept answer is, in seconds, by call and language: for /metrics. */
export function frameCacheAges(now = Date.now()): { call: string; language: string; seconds: number }[] {
  return [...kept].map(([key, answer]) => {
    const [language = '', call = ''] = key.split(' ');
    return { call, language, seconds: (now - answer.at) / 1000 };
  });
}
