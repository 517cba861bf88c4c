import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { MultipartAnswer, MultipartBody, MultipartPath } from '../../../sdk';
import { createUploader } from '../../../sdk';
import { API_BASE } from '../../shared/api';
import { currentLanguage, currentSession, currentToken, endCurrentSession } from '../../shared/api';

/** The multipart calls with files, sent with the same base, language and session as apiClient. */
const upload = createUploader({
  baseUrl: API_BASE,
  getLanguage: currentLanguage,
  getToken: currentToken,
  getSession: currentSession,
  onSessionEnd: endCurrentSession,
});

/**
 * Sends a request with its files and follows the upload: `progress` is the share sent (0 to 1)
 * while sending, null otherwise. Leaving the page stops an upload on its way.
 */
export function useRequestUpload<P extends MultipartPath>(path: P) {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation<MultipartAnswer<P>, unknown, MultipartBody<P>>({
    mutationFn: (body) => {
      controller.current = new AbortController();
      setProgress(0);
      return upload(path, body, {
        onProgress: setProgress,
        signal: controller.current.signal,
      });
    },
    onSettled: () => {
      controller.current = null;
      setProgress(null);
    },
  });
  return { ...mutation, progress };
}
