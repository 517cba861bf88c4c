import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { ApiError } from '../../sdk';
import { isSignedIn } from '../features/auth';
import { ownDataFailed } from '../shared/loadPageData';

// Cart, favourites, compare, profile, checkout and orders need a signed-in shopper; a guest is
// sent to the login page, which brings them back here afterwards. When the API did not answer who
// the shopper is, the page is "temporarily unavailable" (503), not a login they do not need.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => {
    if (context.session.unchecked) ownDataFailed(context, new ApiError(0, 'The session could not be checked'));
    if (!isSignedIn(context.session)) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: Outlet,
});
