import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppLayout } from '../app/layout/AppLayout';
import type { RouterContext } from '../app/router';
import { usePageTitle } from '../app/usePageTitle';
import { useScrollToTopOnNavigate } from '../app/useScrollToTopOnNavigate';
import { NotFoundPage } from '../shared/ui/NotFoundPage';
import { RouteError } from '../shared/ui/RouteError';

function Root() {
  usePageTitle();
  useScrollToTopOnNavigate();
  return <AppLayout />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});
