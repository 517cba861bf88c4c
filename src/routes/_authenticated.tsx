import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isSignedIn } from '../features/auth';

// Cart, favourites, compare, profile, checkout and orders need a signed-in shopper; a guest is
// sent to the login page, which brings them back here afterwards.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => {
    if (!isSignedIn(context.session)) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: Outlet,
});
