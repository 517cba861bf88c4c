// The browser's side of the session. The token itself is in an HttpOnly cookie that no script
// reads (the store's server sets and clears it); the browser only knows that it is signed in, and
// which sign-in this is, so that a 401 ends that one and not a later one.

type Listener = () => void;
const listeners = new Set<Listener>();
let signIns = 0;
let current: string | undefined;

/** The sign-in the browser is in now, or undefined for a guest. */
export const browserSession = (): string | undefined => current;

/** Called by the auth provider as the shopper's state changes (idempotent). */
export function noteSignedIn(signedIn: boolean): void {
  if (signedIn && !current) current = `sign-in-${++signIns}`;
  if (!signedIn) current = undefined;
}

/**
 * The API clients call this when a call made in `session` answers 401 (nginx has cleared the
 * cookie). The session goes at once, so the other calls that fail with it (several often fail
 * together) find it gone: one sign-out, one toast. A 401 of a sign-in before the current is ignored.
 */
export function endBrowserSession(session: string): void {
  if (session !== current) return;
  current = undefined;
  for (const listener of listeners) listener();
}

/** The auth provider listens: it forgets the shopper and says why. Returns the unsubscribe. */
export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
