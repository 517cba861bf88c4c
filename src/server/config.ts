// The store server's settings, read once from its environment (deploy/README.md, "Environment variables").
import type { RuntimeConfig } from '../shared/runtimeConfig';

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
  /** Other hosts the API's pictures and videos come from, for the pages' CSP (CSP_MEDIA_ORIGINS, space-separated). */
  mediaOrigins: process.env.CSP_MEDIA_ORIGINS?.split(/\s+/).filter(Boolean) ?? [],
};

/** A variable's value, or nothing when it is unset or empty. */
const optional = (name: string): string | undefined => process.env[name]?.trim() || undefined;

/**
 * What every page tells the browser (src/shared/runtimeConfig.ts), and what its CSP allows. The
 * defaults are the development ones: the API and the payment gateway of the mock, through nginx or
 * the dev server on the store's own origin.
 */
export const browserConfig: RuntimeConfig = {
  apiBaseUrl: optional('API_BASE_URL') ?? '/api/v1',
  paymentGatewayUrl: optional('PAYMENT_GATEWAY_URL') ?? '/gateway/v1',
  paymentPublishableKey: optional('PAYMENT_PUBLISHABLE_KEY') ?? 'pk_test_mock',
  sentryDsn: optional('SENTRY_DSN'),
  googleClientId: optional('GOOGLE_CLIENT_ID'),
  mapTileUrl: optional('MAP_TILE_URL'),
  mapTileAttribution: optional('MAP_TILE_ATTRIBUTION'),
};
