import { clearToken, readToken } from './tokenCookie';

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * The API clients call this when a call sent with `token` answers 401. The token goes at once, so
 * the other calls that fail with it (several often fail together) find it gone and end nothing
 * more: one sign-out, one toast. A 401 carrying an older token, after signing in again, is ignored.
 */
export function endSession(token: string): void {
  if (token !== readToken()) return;
  clearToken();
  for (const listener of listeners) listener();
}

/** The auth provider listens: it forgets the shopper and says why. Returns the unsubscribe. */
export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
