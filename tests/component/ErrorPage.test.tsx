// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '../../src/app/AppErrorBoundary';
import { RootError, RouteError } from '../../src/shared/ui/RouteError';
import { renderInLanguage } from './renderPage';

const WORDS = {
  ar: { heading: 'حدث خطأ ما', retry: 'حاول مرة أخرى', home: 'العودة إلى الصفحة الرئيسية' },
  en: { heading: 'Something went wrong', retry: 'Try again', home: 'Back to the home page' },
} as const;

/** A page that throws while rendering until `broken.now` is false, as a bug would. */
const broken = { now: true };
function Fragile() {
  if (broken.now) throw new Error('Cannot read properties of undefined');
  return <h1>Gold bar 24K</h1>;
}

afterEach(() => {
  cleanup();
  broken.now = true;
});

for (const language of ['ar', 'en'] as const) {
  const w = WORDS[language];

  describe(`the error page (${language})`, () => {
    it('shows a page that throws while rendering as the error page inside the frame; try again renders it again', async () => {
      // React logs what its boundaries catch.
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const root = createRootRoute({
        component: () => (
          <main>
            <Outlet />
          </main>
        ),
        errorComponent: RootError,
      });
      const router = createRouter({
        routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/products/$productId', component: Fragile })]),
        history: createMemoryHistory({ initialEntries: ['/products/101'] }),
        defaultErrorComponent: RouteError,
      });
      window.scrollTo = () => {}; // jsdom has none; the router scrolls on every navigation
      await renderInLanguage(language, <RouterProvider router={router} />);

      expect(await screen.findByRole('heading', { level: 1, name: w.heading })).toBeVisible();
      // Inside the frame's <main>, not a second one.
      expect(screen.getAllByRole('main')).toHaveLength(1);
      expect(screen.getByRole('link', { name: w.home })).toHaveAttribute('href', '/');

      broken.now = false;
      await userEvent.click(screen.getByRole('button', { name: w.retry }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Gold bar 24K' })).toBeVisible();
      expect(screen.queryByRole('heading', { name: w.heading })).not.toBeInTheDocument();
    });

    it('catches what throws outside the routes as a page of its own; try again renders it again', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await renderInLanguage(
        language,
        <AppErrorBoundary>
          <Fragile />
        </AppErrorBoundary>,
      );

      expect(await screen.findByRole('heading', { level: 1, name: w.heading })).toBeVisible();
      expect(screen.getByRole('main')).toContainElement(screen.getByRole('button', { name: w.retry }));
      expect(screen.getByRole('link', { name: w.home })).toHaveAttribute('href', '/');

      broken.now = false;
      await userEvent.click(screen.getByRole('button', { name: w.retry }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Gold bar 24K' })).toBeVisible();
    });
  });
}
