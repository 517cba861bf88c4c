import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { failures } from '../../shared/messages';
import { notify } from '../../shared/notify';
import { onSessionEnd } from '../../shared/sessionEnd';
import { clearToken, saveToken } from '../../shared/tokenCookie';
import { AuthContext, isSignedIn, type Auth, type AuthState, type User } from './session';

export function AuthProvider({ initial, children }: { initial: AuthState; children: ReactNode }) {
  const [state, setState] = useState<AuthState>(initial);
  const queryClient = useQueryClient();

  // A signed-in call answered 401 (sdk isSessionEnd): the shopper is signed out once, told once,
  // and a page that needs signing in sends them to /login, which brings them back (App.tsx).
  useEffect(
    () =>
      onSessionEnd(() => {
        queryClient.removeQueries();
        setState({});
        notify(failures.sessionEnded, 'error');
      }),
    [queryClient],
  );

  const auth = useMemo<Auth>(
    () => ({
      ...state,
      isAuthenticated: isSignedIn(state),
      signIn(token: string, user: User) {
        saveToken(token);
        // Answers fetched as a guest (flags like is_wishlist) are stale now.
        queryClient.removeQueries();
        setState({ token, user });
      },
      signOut() {
        clearToken();
        // Every cached piece of the shopper's data goes with them.
        queryClient.removeQueries();
        setState({});
      },
      updateUser(user: User) {
        setState((current) => ({ ...current, user }));
      },
    }),
    [state, queryClient],
  );

  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
