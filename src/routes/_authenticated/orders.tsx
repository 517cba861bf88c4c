import { msg } from '@lingui/core/macro';
import { loadPageData } from '../../shared/loadPageData';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loadScreenMessages } from '../../app/i18n';
import { OrdersPage, ordersQuery, validateOrdersSearch } from '../../features/orders';

export const Route = createFileRoute('/_authenticated/orders')({
  staticData: { title: msg`My orders` },
  validateSearch: validateOrdersSearch,
  search: { middlewares: [stripSearchParams({ page: undefined })] },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Start loading the page of orders with the page's code and messages; the page shows skeletons until it arrives.
  loader: ({ context, deps }) =>
    Promise.all([loadPageData(context.queryClient, { own: [ordersQuery(deps.page)] }), loadScreenMessages(context.i18n, 'buying')]),
  component: Orders,
});

function Orders() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OrdersPage page={page} onPageChange={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })} />;
}
