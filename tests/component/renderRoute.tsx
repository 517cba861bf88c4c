// Renders a screen inside a small memory router (its own links and navigations work) and the
// auth provider, the way the app does, against the test mock.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import type { Language } from '../../sdk';
import { AuthProvider, useAuth, type Auth } from '../../src/features/auth';
import { renderInLanguage } from './render';

/** Where the router is now: the page every other path shows, so a test can see where it landed. */
function Elsewhere() {
  const href = useRouterState({ select: (state) => state.location.href });
  return <p data-testid="elsewhere">{href}</p>;
}

/**
 * `pages` maps a path to its screen; any other path shows <Elsewhere>. `auth.current` is the
 * latest auth state, so a test can see whether the shopper got signed in.
 */
export async function renderRoute(language: Language, initialPath: string, pages: Record<string, () => ReactNode>) {
  // jsdom has no scrolling; the router scrolls to the top on every navigation.
  window.scrollTo = () => {};
  const root = createRootRoute({ component: Outlet });
  const routes = Object.entries(pages).map(([path, component]) => createRoute({ getParentRoute: () => root, path, component }));
  const router = createRouter({
    routeTree: root.addChildren([...routes, createRoute({ getParentRoute: () => root, path: '$', component: Elsewhere })]),
    history: createMemoryHistory({ initialEntries: [initialPath] }),
  });
  const auth: { current?: Auth } = {};
  function AuthProbe() {
    const current = useAuth();
    useEffect(() => {
      auth.current = current;
    }, [current]);
    return null;
  }
  const view = await renderInLanguage(
    language,
    <AuthProvider initial={{}}>
      <AuthProbe />
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { ...view, router, auth };
}
