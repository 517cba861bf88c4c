import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { failures } from '../../shared/messages';
import { notify } from '../../shared/notify';
import { onSessionEnd } from '../../shared/sessionEnd';
import { clearToken, saveToken } from '../../shared/tokenCookie';
import { AuthContext, isSignedIn, sessionQuery, type Auth, type AuthState, type User } from './session';

export function AuthProvider({ initial, children }: { initial: AuthState; children: ReactNode }) {
  const [state, setState] = useState<AuthState>(initial);
  const queryClient = useQueryClient();
  const router = useRouter();

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
      signIn(token: string, user: User) {
        saveToken(token);
        setState({ token, user });
      },
      signOut() {
        clearToken();
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
