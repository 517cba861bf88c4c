import { createApiClient, createQueryBindings } from '../../sdk';
import { readToken } from './tokenCookie';
import { getStoredLanguage } from './language';

/** The one API client of the app. Without VITE_API_BASE_URL it calls the local mock via the dev proxy. */
export const apiClient = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL || '/api/v1',
  getLanguage: getStoredLanguage,
  getToken: readToken,
});

export const api = createQueryBindings(apiClient);
