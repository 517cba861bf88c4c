// The page's own data did not come (the API is down, slow or broken: src/server/apiFetch.ts): the
// page is "temporarily unavailable" (the server's 503), not broken. Told by the error's message,
// which the page's serialized error keeps from the server to the browser (its class and name it
// does not); what went wrong is in the server's log line, not in the page.
const PAGE_UNAVAILABLE = 'The page is temporarily unavailable: its data did not come';

export const pageUnavailable = (): Error => new Error(PAGE_UNAVAILABLE);

export const isUnavailable = (error: unknown): boolean => error instanceof Error && error.message === PAGE_UNAVAILABLE;
