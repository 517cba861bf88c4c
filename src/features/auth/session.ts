import { queryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { isApiError, type components } from '../../../sdk';
import { apiClient } from '../../shared/api';
import { currentSession } from '../../shared/api';

export type User = components['schemas']['User'];

/**
 * Who the shopper is. The token is not here: it lives in the HttpOnly `jwt` cookie that only the
 * store's server reads and writes (src/server/session.ts), so no script, page or storage holds it.
 */
export interface AuthState {
  user?: User;
  /** The API did not answer the session check: the page shows a guest's frame, pages behind sign-in a 503. */
  unchecked?: boolean;
}

export interface Auth extends AuthState {
  /** Signed in only when the server found the token's shopper (both token and user). */
  isAuthenticated: boolean;
  signIn: (user: User) => void;
  signOut: () => void;
  updateUser: (user: User) => void;
}

export const isSignedIn = (state: AuthState) => Boolean(state.user);

/**
 * At start, on the server: try the token of the jwt cookie and load the shopper. Without a token
 * there is nothing to try; a 401 is a guest (the client has the server clear the cookie); no
 * answer is neither signed in nor out. The browser receives the result with the page.
 */
async function restoreSession(): Promise<AuthState> {
  if (!currentSession()) return {};
  try {
    const { data } = await apiClient.GET('/user/auth/check');
    return data ? { user: data.data.user } : {};
  } catch (error) {
    return isApiError(error) && error.status === 401 ? {} : { unchecked: true };
  }
}

/**
 * The shopper's session, as the page started with it (read on the server for the first page and
 * handed to the browser with it) and as signing in and out change it (AuthProvider).
 */
export const sessionQuery = () => queryOptions({ queryKey: ['session'], queryFn: restoreSession, staleTime: Infinity, gcTime: Infinity });

export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider');
  return auth;
}
