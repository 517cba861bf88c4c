import { useMutation } from '@tanstack/react-query';
import { createSessionClient, type SessionCallName, type SessionCalls } from '../../../sdk';
import { currentLanguage } from '../../shared/api';

/**
 * The store's own session calls (sdk/session.ts): its server makes the API's call and keeps the
 * token in the HttpOnly cookie; the browser gets the answer without it.
 */
export const sendSessionCall = createSessionClient({ baseUrl: '/session', getLanguage: currentLanguage });

/** A session call as a mutation, as `api.useMutation` is for the API's calls. */
export function useSessionCall<N extends SessionCallName>(name: N) {
  return useMutation({ mutationFn: (body: SessionCalls[N]['body']) => sendSessionCall(name, body) });
}
