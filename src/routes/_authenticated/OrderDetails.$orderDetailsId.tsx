import { msg } from '@lingui/core/macro';
import { createFileRoute, isNotFound, notFound, useRouter } from '@tanstack/react-router';
import { OrderPayment, readGatewayReturn } from '../../features/checkout';
import { OrderDetailsPage, OrderDetailsSkeleton, OrderNotFound, orderQuery, validateOrderDetailsSearch } from '../../features/orders';
import { loadScreenMessages } from '../../app/i18n';
import { loadPageData, withMessages } from '../../shared/loadPageData';
import { pageMeta } from '../../app/seo';
import { recordIdParam } from '../../shared/routeValues';

export const Route = createFileRoute('/_authenticated/OrderDetails/$orderDetailsId')({
  staticData: { title: msg`Order details` },
  // `id`, `status`, `message`: the payment gateway's return after 3-D Secure; `pay`: open the card form.
  validateSearch: (raw: Record<string, unknown>) => ({ ...readGatewayReturn(raw), ...validateOrderDetailsSearch(raw) }),
  params: recordIdParam('orderDetailsId'),
  // The order with the page's code and messages, so that the head has its number. Another
  // shopper's or an unknown order is "Order not found" (404), in the page's words.
  loader: async ({ context, params: { orderDetailsId: id } }) => {
    const { queryClient, i18n } = context;
    const data = id ? loadPageData(context, { own: [orderQuery(id)] }) : Promise.reject(notFound());
    await withMessages(data, loadScreenMessages(i18n, 'buying'));
    return { number: (await queryClient.ensureQueryData(orderQuery(id!))).data.order_number };
  },
  pendingComponent: OrderDetailsSkeleton,
  notFoundComponent: OrderNotFound,
  head: ({ match, loaderData }) => {
    const { context, pathname } = match;
    const title = loaderData?.number ? msg`Order ${loaderData.number}` : match.status === 'notFound' || isNotFound(match.error) ? msg`Order not found` : undefined;
    return title ? { meta: pageMeta(context, pathname, { title: context.i18n._(title) }) } : {};
  },
  component: OrderDetails,
});

function OrderDetails() {
  const { orderDetailsId } = Route.useParams();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const { id, status, message, ...search } = Route.useSearch();
  return (
    <OrderDetailsPage
      orderId={orderDetailsId}
      search={search}
      payment={(order) => (
        <OrderPayment
          order={order}
          paymentReturn={{ id, status, message }}
          focusOnOpen={search.pay}
          onReturnHandled={() => void navigate({ search: ({ pay }) => ({ pay }), replace: true, resetScroll: false })}
          // Paying again here: the gateway brings the shopper back to this order's page.
          orderPage={(orderId) => router.buildLocation({ to: Route.fullPath, params: { orderDetailsId: orderId } }).href}
        />
      )}
    />
  );
}
