import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAuth } from '../features/auth';
import type { createAppRouter } from './router';

/** The router, re-checking its guards whenever the shopper signs in or out. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const auth = useAuth();
  useEffect(() => {
    router.invalidate();
  }, [router, auth.isAuthenticated]);
  return <RouterProvider router={router} context={{ auth }} />;
}
