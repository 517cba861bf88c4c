import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiError } from '../../sdk';
import type { PageRequest } from './api';
import { PageUnavailable } from './unavailable';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query of the SDK
export type AnyQuery = FetchQueryOptions<any, any, any, any>;

/** What a loader is given of its router's context (src/router.tsx): the page's cache, and whom to tell when its data failed. */
type LoadContext = Pick<PageRequest, 'pageFailed'> & { queryClient: QueryClient };

interface PageData {
  /** What the page is about (the product, the listing, the order): without it there is no page. */
  own?: AnyQuery[];
  /** The rest (related pieces, comments, home's sections, the frame's prices): nice to have. */
  sections?: AnyQuery[];
}

/**
 * A route's loader: the page's own data, awaited on the server and in the browser alike, so the
 * page's component reads it with useSuspenseQuery while its route's pendingComponent stands in for
 * a slow one (src/router.tsx); a 404 is the not-found page, the API not answering "temporarily
 * unavailable" (ownDataFailed).
 *
 * The sections never hold the page in the browser: they are only started there, and read in their
 * own place. On the server the first HTML holds them too (each call has a deadline:
 * src/server/apiFetch.ts); one that did not come is left out of the cache, so it renders its
 * skeleton and the browser asks for it.
 */
export function loadPageData(context: LoadContext, { own = [], sections = [] }: PageData): Promise<unknown> {
  const { queryClient } = context;
  const ownData = Promise.all(own.map((query) => queryClient.ensureQueryData(query))).catch((error: unknown) => ownDataFailed(context, error));
  if (!import.meta.env.SSR) {
    for (const query of sections) void queryClient.prefetchQuery(query);
    return ownData;
  }
  const leftForTheBrowser = (query: AnyQuery) => () => {
    if (queryClient.getQueryState(query.queryKey)?.status === 'error') queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  };
  return Promise.all([ownData, ...sections.map((query) => queryClient.prefetchQuery(query).then(leftForTheBrowser(query)))]);
}

/**
 * The page's own data did not come: a 404 is the not-found page; the API failing to answer (or
 * answering an error) a 503, "temporarily unavailable"; anything else is a bug of ours (500).
 */
export function ownDataFailed(context: Pick<LoadContext, 'pageFailed'>, error: unknown): never {
  if (isApiError(error) && error.status === 404) throw notFound();
  // Every failure of a call is an ApiError (sdk/client.ts): no answer, a timeout, a 5xx, not JSON.
  const unavailable = isApiError(error);
  context.pageFailed?.(error, unavailable);
  throw unavailable ? new PageUnavailable() : error;
}

/**
 * A page's data along with what else its loader waits for (its screen's messages): all of it is
 * waited for, also when the data failed, so that the not-found or unavailable page speaks the
 * page's words; then the data's failure is the loader's.
 */
export async function withMessages(data: Promise<unknown>, messages: Promise<unknown>): Promise<void> {
  const [loaded] = await Promise.allSettled([data, messages]);
  if (loaded.status === 'rejected') throw loaded.reason;
}
