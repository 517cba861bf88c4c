// Renders a screen the way the app does, against the test mock: the app's providers, language and
// query cache; a small memory router whose links and navigations work; and the auth provider, for
// a signed-in shopper or a guest.
import { i18n } from '@lingui/core';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
  type AnyRoute,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { afterEach } from 'vitest';
import type { Language } from '../../sdk';
import { AppProviders } from '../../src/app/AppProviders';
import { activateLanguage, loadScreenMessages } from '../../src/app/i18n';
import { createAppQueryClient } from '../../src/app/queryClient';
import { AuthProvider, useAuth, type Auth, type AuthState } from '../../src/features/auth';
import type { RouterContext } from '../../src/router';
import { PAGE_LOADING } from '../../src/shared/ui/RouteError';
import { runtimeConfig } from '../../src/shared/runtimeConfig';
import { applyLanguageToDocument } from '../../src/shared/language';
import { removeCookie, setCookie } from './documentCookies';
import { exampleShopper, signInNewShopper } from './mockData';
// The way to the API and the session calls, as nginx and the store's server make it in the browser.
import './storeServer';

afterEach(() => {
  // Whoever signed in (a test, the login page) is signed out for the next test.
  removeCookie('jwt');
  // The toasts live in a store of their own: the next test starts without the last one's.
  notifications.clean();
  notifications.cleanQueue();
});

/**
 * The app's providers around `ui`, with no router: for what the app renders outside its routes
 * (its error boundary), a router of the test's own, or a piece that needs none. Pages use renderPage.
 */
export async function renderInLanguage(language: Language, ui: ReactNode, queryClient = testQueryClient()) {
  localStorage.setItem('language', language);
  applyLanguageToDocument(language);
  // The browser's one Lingui instance, as the app uses it in the browser (src/client.tsx).
  await activateLanguage(i18n, language);
  // The screens' own messages come with their routes in the app; here every screen may need them.
  await loadScreenMessages(i18n, 'buying', 'account', 'prices');
  return render(
    <AppProviders language={language} i18n={i18n} queryClient={queryClient} env="test">
      {ui}
    </AppProviders>,
  );
}

/** The app's query cache, with the app's retries but without the app's waits between them (a failure shows after ~3 s otherwise). */
function testQueryClient(): QueryClient {
  const queryClient = createAppQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return queryClient;
}

/** The page every other address shows: where a link or a navigation landed (test id "elsewhere"). */
function Elsewhere() {
  const href = useRouterState({ select: (state) => state.location.href });
  return <p data-testid="elsewhere">{href}</p>;
}

/**
 * A screen: a component, or the app's own file route (src/routes), drawn with its loader, its
 * pendingComponent, errorComponent and notFoundComponent, as the app draws the page.
 */
type Screen = (() => ReactNode) | AnyRoute;

/** The screens: one at `path`'s route, or route paths (with their `$params`) and their screens. */
type Screens = { ui: Screen; pages?: never } | { pages: Record<string, Screen>; ui?: never };

export type PageOptions = Screens & {
  /** The address the router starts at; "/" unless given. */
  path?: string;
  /** 'new': signed in with a token of its own (signInNewShopper); a token: signed in with it; a guest otherwise. */
  shopper?: 'new' | 'guest' | string;
  /**
   * Under StrictMode as the app runs in development (src/main.tsx), around the router too: effects
   * run twice on mount (a StrictMode inside a page would not do that to the page's first mount).
   */
  strict?: boolean;
};

/**
 * Renders a page in a memory router. Answers the router (`router.state.location`), the shopper's
 * token, and `auth.current`, the latest auth state (whether the shopper got signed in or out).
 */
export async function renderPage(language: Language, { path = '/', pages, ui, shopper = 'guest', strict = false }: PageOptions) {
  // jsdom has no scrolling; the router scrolls to the top on every navigation.
  window.scrollTo = () => {};
  const screens = pages ?? { [new URL(path, 'http://localhost').pathname]: ui };
  const token = shopper === 'guest' ? undefined : shopper === 'new' ? signInNewShopper() : shopper;
  if (token) setCookie('jwt', token);
  const initial: AuthState = token ? { user: exampleShopper } : {};
  const auth: { current?: Auth } = {};
  function AuthProbe() {
    const current = useAuth();
    useEffect(() => {
      auth.current = current;
    }, [current]);
    return null;
  }

  // The auth provider inside the router, as in the app (src/routes/__root.tsx): signing in or out
  // runs the routes' guards again.
  const root = createRootRoute({
    component: () => (
      <AuthProvider initial={initial}>
        <AuthProbe />
        <Outlet />
      </AuthProvider>
    ),
  });
  const routes = Object.entries(screens).map(([route, screen]) =>
    createRoute({ ...(typeof screen === 'function' ? { component: screen } : screen.options), getParentRoute: () => root, path: route } as Parameters<typeof createRoute>[0]),
  );
  const queryClient = testQueryClient();
  const context: RouterContext = { queryClient, i18n, language, origin: window.location.origin, config: runtimeConfig() };
  const router = createRouter({
    routeTree: root.addChildren([...routes, createRoute({ getParentRoute: () => root, path: '$', component: Elsewhere })]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context,
    ...PAGE_LOADING,
  });

  const tree = <RouterProvider router={router} />;
  const view = await renderInLanguage(language, strict ? <StrictMode>{tree}</StrictMode> : tree, queryClient);
  return { ...view, router, auth, token };
}
