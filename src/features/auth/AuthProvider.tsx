import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { clearToken, saveToken } from '../../shared/tokenCookie';
import { AuthContext, isSignedIn, type Auth, type AuthState, type User } from './session';

export function AuthProvider({ initial, children }: { initial: AuthState; children: ReactNode }) {
  const [state, setState] = useState<AuthState>(initial);
  const queryClient = useQueryClient();

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
