import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useAuth } from '../features/auth';
import type { createAppRouter } from './router';

/** The router, re-checking its guards whenever the shopper signs in or out. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const auth = useAuth();
  // Only on a change: at start the router's first load already ran with this state.
  const signedIn = useRef(auth.isAuthenticated);
  useEffect(() => {
    if (signedIn.current === auth.isAuthenticated) return;
    signedIn.current = auth.isAuthenticated;
    router.invalidate();
  }, [router, auth.isAuthenticated]);
  return <RouterProvider router={router} context={{ auth }} />;
}
