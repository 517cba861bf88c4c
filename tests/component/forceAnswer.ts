// Reaching the mock's other answers from a component test: Prism picks a response by the Prefer
// header (e.g. 'code=401', 'code=422, example=unverified', 'example=empty').
import type { Middleware } from 'openapi-fetch';
import { afterEach } from 'vitest';
import { apiClient } from '../../src/shared/api';

const forced: Middleware[] = [];
const releases: (() => void)[] = [];

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

/**
 * Holds the calls of one contract path until the returned function is called (or the test ends),
 * to look at what a screen shows while it waits.
 */
export function holdCalls(path: string): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const middleware: Middleware = {
    async onRequest({ request, schemaPath }) {
      if (schemaPath === path) await held;
      return request;
    },
  };
  forced.push(middleware);
  releases.push(release);
  apiClient.use(middleware);
  return release;
}

afterEach(() => {
  for (const release of releases.splice(0)) release();
  for (const middleware of forced.splice(0)) apiClient.eject(middleware);
});
