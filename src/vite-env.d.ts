/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of a real backend's /api/v1; empty means the local mock through the dev proxy. */
  readonly VITE_API_BASE_URL?: string;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
