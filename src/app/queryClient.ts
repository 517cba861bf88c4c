import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../sdk';

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // The server never retries while a shopper waits for the page (its calls have deadlines
        // instead: src/server/apiFetch.ts). In the browser, a 4xx answer will not change on a
        // retry; a network hiccup or a 5xx might.
        retry: import.meta.env.SSR
          ? false
          : (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      // A change made offline fails at once and says so (src/shared/showApiError.ts), rather than
      // waiting, paused and silent, for a connection the shopper does not know it needs.
      mutations: { networkMode: 'always' },
    },
  });
}
