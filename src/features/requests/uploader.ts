import { createUploader } from '../../../sdk';
import { API_BASE } from '../../shared/api';
import { currentLanguage, currentToken } from '../../shared/requestEnvironment';
import { endSession } from '../../shared/sessionEnd';

/** The multipart calls with files, sent with the same base, language and token as apiClient. */
export const upload = createUploader({
  baseUrl: API_BASE,
  getLanguage: currentLanguage,
  getToken: currentToken,
  onSessionEnd: endSession,
});
