import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query of the SDK
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/**
 * Starts a page's calls from its route's loader. The server waits for them, so the first HTML
 * holds the page's content and the browser receives the answers with it (nothing is asked again
 * on hydration); in the browser the page shows at once, with its skeletons while they come. A
 * failed call is the page's to show and retry, not the loader's.
 */
export function loadPageData(queryClient: QueryClient, ...queries: AnyQuery[]): Promise<unknown> | undefined {
  const loading = Promise.all(queries.map((query) => queryClient.prefetchQuery(query)));
  return import.meta.env.SSR ? loading : undefined;
}
