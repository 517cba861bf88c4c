import { queryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { components } from '../../../sdk';
import { apiClient } from '../../shared/api';
import { currentToken } from '../../shared/requestEnvironment';
import { clearToken } from '../../shared/tokenCookie';

export type User = components['schemas']['User'];

export interface AuthState {
  token?: string;
  user?: User;
}

export interface Auth extends AuthState {
  /** Signed in only when both the token and the user are there (SPEC §4). */
  isAuthenticated: boolean;
  signIn: (token: string, user: User) => void;
  signOut: () => void;
  updateUser: (user: User) => void;
}

export const isSignedIn = (state: AuthState) => Boolean(state.token && state.user);

/**
 * At start: try the token of the jwt cookie and load the shopper. Without a token there is
 * nothing to try; when the attempt fails, token and user are both cleared (the cookie by the
 * browser: the server renders the page as a guest's and the browser forgets the token).
 */
export async function restoreSession(): Promise<AuthState> {
  const token = currentToken();
  if (!token) return {};
  try {
    const { data } = await apiClient.GET('/user/auth/check');
    return data ? { token, user: data.data.user } : {};
  } catch {
    if (!import.meta.env.SSR) clearToken();
    return {};
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
