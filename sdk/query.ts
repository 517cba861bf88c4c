import createQueryClient from 'openapi-react-query';
import type { ApiClient } from './client';

/**
 * Typed TanStack Query bindings over the client: `api.queryOptions('get', '/home')` gives the same
 * key and fetcher to a route loader (`queryClient.ensureQueryData`) and to a component (`useQuery`).
 * Failed calls reject with ApiError (see client.ts), whatever the error type reads.
 */
export function createQueryBindings(client: ApiClient) {
  return createQueryClient(client);
}

export type QueryBindings = ReturnType<typeof createQueryBindings>;
