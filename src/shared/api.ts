import { createApiClient, createQueryBindings } from '../../sdk';
import { currentLanguage, currentPrefer, currentToken } from './requestEnvironment';
import { endSession } from './sessionEnd';

/**
 * Where the API lives. In the browser, VITE_API_BASE_URL or the page's own origin (the dev server
 * and nginx send /api/v1 on); on the server an absolute address: API_ORIGIN, by default the mock.
 */
export const API_BASE: string = import.meta.env.SSR
  ? `${process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`}/api/v1`
  : import.meta.env.VITE_API_BASE_URL || '/api/v1';

/** The one API client of the app. */
export const apiClient = createApiClient({
  baseUrl: API_BASE,
  getLanguage: currentLanguage,
  getToken: currentToken,
  getPrefer: currentPrefer,
  onSessionEnd: endSession,
});

export const api = createQueryBindings(apiClient);
