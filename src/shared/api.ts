import { createApiClient, createQueryBindings } from '../../sdk';
import { apiFetch, currentLanguage, currentPrefer, currentSession, currentToken, endCurrentSession } from './requestEnvironment';

/**
 * Where the API lives. In the browser, VITE_API_BASE_URL or the page's own origin (the dev server
 * and nginx send /api/v1 on, adding the shopper's token from the cookie); on the server an absolute
 * address: API_ORIGIN, by default the mock.
 */
export const API_BASE: string = import.meta.env.SSR
  ? `${(process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`).replace(/\/$/, '')}/api/v1`
  : import.meta.env.VITE_API_BASE_URL || '/api/v1';

/** The one API client of the app. */
export const apiClient = createApiClient({
  baseUrl: API_BASE,
  getLanguage: currentLanguage,
  getToken: currentToken,
  getSession: currentSession,
  getPrefer: currentPrefer,
  onSessionEnd: endCurrentSession,
  fetch: apiFetch,
});

export const api = createQueryBindings(apiClient);
