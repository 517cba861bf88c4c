import { createUploader } from '../../../sdk';
import { API_BASE } from '../../shared/api';
import { currentLanguage, currentSession, currentToken, endCurrentSession } from '../../shared/requestEnvironment';

/** The multipart calls with files, sent with the same base, language and session as apiClient. */
export const upload = createUploader({
  baseUrl: API_BASE,
  getLanguage: currentLanguage,
  getToken: currentToken,
  getSession: currentSession,
  onSessionEnd: endCurrentSession,
});
