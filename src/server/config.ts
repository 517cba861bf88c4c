// The store server's settings, read once from its environment (deploy/README.md, "When the API does not answer").

function milliseconds(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export const serverConfig = {
  /** The most one call to the API may take while a shopper waits for a page. */
  callTimeoutMs: milliseconds('API_CALL_TIMEOUT_MS', 2000),
  /**
   * The most a page may wait for all its data, from its first call; rendering takes the rest of the
   * 3 s every page is answered within. A second, not the ~40 ms a page takes alone: pages that gave
   * up together render together, and twenty of them on two cores take most of it.
   */
  pageDataDeadlineMs: milliseconds('PAGE_DATA_DEADLINE_MS', 2000),
  /** Told to a shopper (Retry-After) and a crawler when a page's data did not come. */
  retryAfterSeconds: 30,
  /**
   * A page request's Prefer header is passed on to the API only when the server is told to: the
   * mock's forced and made-up answers (tests, npm run fuzz). Never set it in production.
   */
  passPrefer: process.env.PASS_PREFER_TO_API === '1',
  /** The store's public origin (https://store.example), when it is fixed. */
  siteOrigin: process.env.SITE_ORIGIN?.replace(/\/$/, ''),
};
