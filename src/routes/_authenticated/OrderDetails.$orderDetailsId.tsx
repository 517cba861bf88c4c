import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { OrderDetailsPage, OrderNotFound, orderQuery, validateOrderDetailsSearch, type Order } from '../../features/orders';
import { loadScreenMessages } from '../../app/i18n';
import { loadPageData, withMessages } from '../../shared/loadPageData';
import { isApiError } from '../../../sdk';
import { pageMeta } from '../../app/seo';
import { parseRecordId } from '../../shared/routeValues';

export const Route = createFileRoute('/_authenticated/OrderDetails/$orderDetailsId')({
  staticData: { title: msg`Order details` },
  // `id`, `status`, `message`: the payment gateway's return after 3-D Secure; `pay`: open the card form.
  validateSearch: validateOrderDetailsSearch,
  // The order with the page's code and messages, so that the head has its number. Another
  // shopper's or an unknown order is "Order not found" (404), in the page's words.
  loader: ({ context, params }) => {
    const id = parseRecordId(params.orderDetailsId);
    const order = id === undefined ? Promise.reject(notFound()) : loadPageData(context.queryClient, { own: [orderQuery(id)] });
    return withMessages(order, loadScreenMessages(context.i18n, 'buying'));
  },
  notFoundComponent: OrderNotFound,
  head: ({ match }) => {
    const { context, params, pathname } = match;
    const id = parseRecordId(params.orderDetailsId);
    const state = id === undefined ? undefined : context.queryClient.getQueryState<{ data: Order }>(orderQuery(id).queryKey);
    const order = state?.data?.data;
    const missing = id === undefined || (isApiError(state?.error) && state.error.status === 404);
    const title = order ? msg`Order ${order.order_number}` : missing ? msg`Order not found` : undefined;
    return title ? { meta: pageMeta(context, pathname, { title: context.i18n._(title) }) } : {};
  },
  component: OrderDetails,
});

function OrderDetails() {
  const { orderDetailsId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <OrderDetailsPage
      orderId={orderDetailsId}
      search={Route.useSearch()}
      onPaymentReturnHandled={() =>
        void navigate({
          search: ({ pay }) => ({ pay }),
          replace: true,
          resetScroll: false,
        })
      }
    />
  );
}
