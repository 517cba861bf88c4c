/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of a real backend's /api/v1; empty means the local mock through the dev proxy. */
  readonly VITE_API_BASE_URL?: string;
  /** The payment gateway's API (e.g. https://api.moyasar.com/v1); empty means the mock's /gateway/v1. */
  readonly VITE_PAYMENT_GATEWAY_URL?: string;
  /** The gateway's publishable key: it can only create payments; the secret key stays on the backend. */
  readonly VITE_PAYMENT_PUBLISHABLE_KEY?: string;
  /** The address map's tile URL template ({z}/{x}/{y}); empty means no tiles, only the pin. */
  readonly VITE_MAP_TILE_URL?: string;
  /** The attribution the tile provider asks for. */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
  /** Sentry's DSN: errors are reported there when set, and nowhere when empty. */
  readonly VITE_SENTRY_DSN?: string;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
