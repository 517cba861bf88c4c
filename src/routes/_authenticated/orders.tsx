import { msg } from '@lingui/core/macro';
import { loadPageData, withMessages } from '../../shared/loadPageData';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loadScreenMessages } from '../../app/i18n';
import { OrdersPage, ordersQuery, OrdersSkeleton, validateOrdersSearch } from '../../features/orders';

export const Route = createFileRoute('/_authenticated/orders')({
  staticData: { title: msg`My orders` },
  validateSearch: validateOrdersSearch,
  search: { middlewares: [stripSearchParams({ page: undefined })] },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // The page of orders with the page's code and messages; a slow one shows the list's skeleton.
  loader: ({ context, deps }) =>
    withMessages(loadPageData(context, { own: [ordersQuery(deps.page)] }), loadScreenMessages(context.i18n, 'buying')),
  pendingComponent: OrdersSkeleton,
  component: Orders,
});

function Orders() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OrdersPage page={page} onPageChange={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })} />;
}
