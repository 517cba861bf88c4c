import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { pageMeta } from '../app/seo';
import { GOLD_PRICES_DESCRIPTION, goldPriceHistoryQuery, GoldPricesPage, GoldPricesSkeleton, validateGoldPricesSearch } from '../features/gold-prices';
import { loadPageData, withMessages } from '../shared/loadPageData';

const TITLE = msg`Gold prices`;

export const Route = createFileRoute('/gold-prices')({
  staticData: { title: TITLE },
  validateSearch: validateGoldPricesSearch,
  search: { middlewares: [stripSearchParams({ period: undefined, price: undefined })] },
  // The karat shown does not change the call: only the period does.
  loaderDeps: ({ search }) => ({ period: search.period ?? ('day' as const) }),
  // The history on entering; another period keeps the page and waits in the history's own place.
  loader: ({ context, deps, cause }) => {
    const history = goldPriceHistoryQuery(deps.period);
    const data = cause === 'stay' ? { sections: [history] } : { own: [history] };
    return withMessages(loadPageData(context, data), loadScreenMessages(context.i18n, 'prices'));
  },
  head: ({ match }) => ({
    meta: pageMeta(match.context, match.pathname, {
      title: match.context.i18n._(TITLE),
      description: match.context.i18n._(GOLD_PRICES_DESCRIPTION),
    }),
  }),
  component: GoldPrices,
  pendingComponent: GoldPricesSkeleton,
});

function GoldPrices() {
  const navigate = Route.useNavigate();
  return <GoldPricesPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, resetScroll: false, replace: true })} />;
}
