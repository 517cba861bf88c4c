// What the browser's code is told where the store runs, not when it was built: one build serves
// staging and production. The store's server reads it from its environment (src/server/config.ts)
// and hands it to every page once, as a JSON script in the page's head (src/routes/__root.tsx);
// the browser reads it back from there. deploy/README.md has the table of the variables.

export interface RuntimeConfig {
  /** API_BASE_URL: the browser's /api/v1, on the store's own origin (nginx) or another host. */
  apiBaseUrl: string;
  /** PAYMENT_GATEWAY_URL: the card goes there from the browser (by default the mock's, through nginx). */
  paymentGatewayUrl: string;
  /** PAYMENT_PUBLISHABLE_KEY: it can only create payments; the secret key stays on the backend. */
  paymentPublishableKey: string;
  /** SENTRY_DSN: the browser's errors are reported there; none without it. */
  sentryDsn?: string;
  /** GOOGLE_CLIENT_ID: "Continue with Google" only with one. */
  googleClientId?: string;
  /** MAP_TILE_URL: the address map's tile template ({s}, {z}, {x}, {y}); without it a local grid. */
  mapTileUrl?: string;
  /** MAP_TILE_ATTRIBUTION: the words the tile provider asks for. */
  mapTileAttribution?: string;
}

/** The id of the page's JSON script that carries it. */
export const RUNTIME_CONFIG_ID = 'store-config';

let config: RuntimeConfig | undefined;

/** On the server: its own, set once as it starts (src/server.ts), before any page. */
export function serveRuntimeConfig(serverConfig: RuntimeConfig): void {
  config = serverConfig;
}

/** The store's run-time configuration: the server's, or in the browser the page's. */
export function runtimeConfig(): RuntimeConfig {
  config ??= readFromPage();
  return config;
}

function readFromPage(): RuntimeConfig {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(RUNTIME_CONFIG_ID)?.textContent;
  if (!text) throw new Error(`The page has no #${RUNTIME_CONFIG_ID} script: it was not rendered by the store's server`);
  return JSON.parse(text) as RuntimeConfig;
}
