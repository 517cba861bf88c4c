import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isSignedIn } from '../features/auth';
import { safeRedirect } from '../shared/safeRedirect';

// Login, register, password recovery and email verification are for guests only. A signed-in
// shopper goes home, or back to where they were going before they had to sign in.
export const Route = createFileRoute('/_guest')({
  beforeLoad: ({ context, location }) => {
    if (isSignedIn(context.session)) {
      const target = safeRedirect((location.search as { redirect?: unknown }).redirect, context.origin);
      throw redirect({ href: target ?? '/', replace: true });
    }
  },
  component: Outlet,
});
