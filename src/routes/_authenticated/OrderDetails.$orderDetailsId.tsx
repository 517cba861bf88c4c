import { msg } from '@lingui/core/macro';
import { loadPageData } from '../../shared/loadPageData';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../../app/i18n';
import { OrderDetailsPage, orderQuery, parseOrderId, validateOrderDetailsSearch } from '../../features/orders';

export const Route = createFileRoute('/_authenticated/OrderDetails/$orderDetailsId')({
  staticData: { title: msg`Order details` },
  // `id`, `status`, `message`: the payment gateway's return after 3-D Secure; `pay`: open the card form.
  validateSearch: validateOrderDetailsSearch,
  // Start loading the order with the page's code and messages (a 404 is the page's own "Order not found").
  loader: ({ context, params }) => {
    const id = parseOrderId(params.orderDetailsId);
    return Promise.all([id !== undefined && loadPageData(context.queryClient, orderQuery(id)), loadScreenMessages(context.i18n, 'buying')]);
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
