// Reaching the mock's other answers from a component test: Prism picks a response by the Prefer
// header (e.g. 'code=401', 'code=422, example=unverified', 'example=empty').
import type { Middleware } from 'openapi-fetch';
import { afterEach } from 'vitest';
import { apiClient } from '../../src/shared/api';

const forced: Middleware[] = [];

/**
 * Makes the mock answer with this preference until the test ends: every call, or only the calls
 * of one contract path (`/products/{id}/toggle-wishlist`) and method when given.
 */
export function forceAnswer(prefer: string, only?: { path: string; method?: string }): void {
  const middleware: Middleware = {
    onRequest({ request, schemaPath }) {
      const matches = !only || (schemaPath === only.path && (!only.method || request.method === only.method.toUpperCase()));
      if (matches) request.headers.set('Prefer', prefer);
      return request;
    },
  };
  forced.push(middleware);
  apiClient.use(middleware);
}

afterEach(() => {
  for (const middleware of forced.splice(0)) apiClient.eject(middleware);
});
