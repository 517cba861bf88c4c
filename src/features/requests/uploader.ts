import { createUploader } from '../../../sdk';
import { API_BASE } from '../../shared/api';
import { getStoredLanguage } from '../../shared/language';
import { endSession } from '../../shared/sessionEnd';
import { readToken } from '../../shared/tokenCookie';

/** The multipart calls with files, sent with the same base, language and token as apiClient. */
export const upload = createUploader({
  baseUrl: API_BASE,
  getLanguage: getStoredLanguage,
  getToken: readToken,
  onSessionEnd: endSession,
});
