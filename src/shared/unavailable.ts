import { createSerializationAdapter } from '@tanstack/react-router';
import { isApiError } from '../../sdk';

/**
 * The page's own data did not come (the API is down, slow or broken: src/server/apiFetch.ts): the
 * page is "temporarily unavailable" (the server's 503), not broken. What went wrong is in the
 * server's log line, not in the page.
 */
export class PageUnavailable extends Error {
  override name = 'PageUnavailable';
  constructor() {
    super('The page is temporarily unavailable: its data did not come');
  }
}

/**
 * The server's page carries its failed match's error to the browser; without this the error would
 * arrive as a plain Error. Registered in src/start.ts (the server) and src/router.tsx (the browser).
 */
export const pageUnavailableAdapter = createSerializationAdapter({
  key: 'page-unavailable',
  test: (value): value is PageUnavailable => value instanceof PageUnavailable,
  toSerializable: () => null,
  fromSerializable: () => new PageUnavailable(),
});

/**
 * The page is unavailable, not broken: its loader said so, or a call of the page's failed while
 * the page read it in the browser (a listing's next page: every failure of a call is an ApiError).
 */
export const isUnavailable = (error: unknown): boolean => error instanceof PageUnavailable || (isApiError(error) && error.status !== 404);
