import { useDeferredValue } from 'react';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppLayout } from '../app/layout/AppLayout';
import type { RouterContext } from '../app/router';
import { usePageTitle } from '../app/usePageTitle';
import { useScrollToTopOnNavigate } from '../app/useScrollToTopOnNavigate';
import { goldPricesPerGramQuery, goldPriceUsdQuery } from '../features/gold-prices';
import { generalSettingsQuery } from '../features/settings';
import { NotFoundPage } from '../shared/ui/NotFoundPage';
import { RootError } from '../shared/ui/RouteError';
import { useRemoveStartPreloader } from '../shared/ui/startPreloader';

function Root() {
  usePageTitle();
  useScrollToTopOnNavigate();
  // The router renders its first page as an urgent update, in one long task. The frame comes one
  // step later instead, as a transition that React renders in short slices; index.html's
  // preloader stays over the page until then.
  const framed = useDeferredValue(true, false);
  useRemoveStartPreloader(framed);
  return framed ? <AppLayout /> : null;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The frame's own calls start with the first navigation, beside the page's, instead of after
  // the page's code has loaded and the layout has rendered. Not awaited: nothing waits on them.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(generalSettingsQuery());
    void queryClient.prefetchQuery(goldPriceUsdQuery());
    void queryClient.prefetchQuery(goldPricesPerGramQuery());
  },
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
});
