import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { failures } from '../../shared/messages';
import { notify } from '../../shared/notify';
import { noteSignedIn, onSessionEnd } from '../../shared/sessionEnd';
import { AuthContext, isSignedIn, sessionQuery, type Auth, type AuthState, type User } from './session';

export function AuthProvider({ initial, children }: { initial: AuthState; children: ReactNode }) {
  const [state, setState] = useState<AuthState>(initial);
  const queryClient = useQueryClient();
  const router = useRouter();
  // The browser's calls say which sign-in they were made in (a 401 ends that one): known from the
  // first render on, before any call of the page's.
  if (!import.meta.env.SSR) noteSignedIn(isSignedIn(state));

  // Signing in or out: every cached answer belongs to the shopper before (flags like is_wishlist,
  // the cart); the session query keeps the new state, and the routes' guards run again with it.
  const before = useRef(state);
  useEffect(() => {
    if (isSignedIn(before.current) === isSignedIn(state)) return;
    before.current = state;
    queryClient.removeQueries();
    queryClient.setQueryData(sessionQuery().queryKey, state);
    void router.invalidate();
  }, [state, queryClient, router]);

  // A signed-in call answered 401 (sdk isSessionEnd): the shopper is signed out once, told once,
  // and a page that needs signing in sends them to /login, which brings them back.
  useEffect(
    () =>
      onSessionEnd(() => {
        setState({});
        notify(failures.sessionEnded, 'error');
      }),
    [],
  );

  const auth = useMemo<Auth>(
    () => ({
      ...state,
      isAuthenticated: isSignedIn(state),
      // The store's server has set (or cleared) the cookie already (src/features/auth/sessionCalls.ts).
      signIn(user: User) {
        setState({ user });
      },
      signOut() {
        setState({});
      },
      updateUser(user: User) {
        setState((current) => ({ ...current, user }));
      },
    }),
    [state],
  );

  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
