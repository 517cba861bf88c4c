import { createApiClient, createQueryBindings } from '../../sdk';
import { takeEarlyCall } from './earlyCall';
import { endSession } from './sessionEnd';
import { readToken } from './tokenCookie';
import { getStoredLanguage } from './language';

/** Where the API lives. Without VITE_API_BASE_URL, the local mock via the dev proxy. */
export const API_BASE: string = import.meta.env.VITE_API_BASE_URL || '/api/v1';

/** The one API client of the app. */
export const apiClient = createApiClient({
  baseUrl: API_BASE,
  getLanguage: getStoredLanguage,
  getToken: readToken,
  onSessionEnd: endSession,
  // The first page's call may have started before the app's code (see earlyCall).
  answerStartedEarly: takeEarlyCall,
});

export const api = createQueryBindings(apiClient);
