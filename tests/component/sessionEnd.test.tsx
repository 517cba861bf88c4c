// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cartQuery } from '../../src/features/cart';
import { useAuth } from '../../src/features/auth';
import { ordersQuery } from '../../src/features/orders';
import { forceAnswer } from './apiSpies';
import { getCookie } from './documentCookies';
import { renderPage } from './renderPage';

const SESSION_ENDED = { en: 'Your session has ended, please sign in again', ar: 'انتهت جلستك، يرجى تسجيل الدخول مرة أخرى' } as const;

const failed: unknown[] = [];
/** A query whose failures the test can count. */
function counted<T extends { queryFn?: unknown }>(options: T): T {
  const queryFn = options.queryFn as (context: unknown) => Promise<unknown>;
  const countFailure = (error: unknown) => {
    failed.push(error);
    throw error;
  };
  return { ...options, queryFn: (context: unknown) => queryFn(context).catch(countFailure) };
}

/** Two of the shopper's calls at once (the header's cart count and the orders list), and who is signed in. */
function TwoSignedInCalls() {
  const auth = useAuth();
  useQuery({ ...counted(cartQuery()), enabled: auth.isAuthenticated });
  useQuery({ ...counted(ordersQuery()), enabled: auth.isAuthenticated });
  return <p>{auth.isAuthenticated ? 'signed in' : 'guest'}</p>;
}

describe('a signed-in call answering 401', () => {
  it.each(['en', 'ar'] as const)('signs the shopper out once, with one toast, when two calls fail together (%s)', async (language) => {
    failed.length = 0;
    forceAnswer('code=401');
    await renderPage(language, { ui: TwoSignedInCalls, shopper: 'new' });
    expect(await screen.findByText(SESSION_ENDED[language])).toBeInTheDocument();
    expect(await screen.findByText('guest')).toBeInTheDocument();
    expect(getCookie('jwt')).toBeUndefined();
    // Once both calls have failed: still one toast, and not the login form's "incorrect password".
    await waitFor(() => expect(failed).toHaveLength(2));
    expect(screen.getAllByText(SESSION_ENDED[language])).toHaveLength(1);
    expect(screen.queryByText(/Email or Password/i)).toBeNull();
  });
});
