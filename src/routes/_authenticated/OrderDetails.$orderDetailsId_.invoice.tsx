import { msg } from '@lingui/core/macro';
import { createFileRoute, isNotFound, notFound } from '@tanstack/react-router';
import { InvoicePage, invoiceQuery, InvoiceSkeleton, OrderNotFound, orderQuery } from '../../features/orders';
import { loadScreenMessages } from '../../app/i18n';
import { loadPageData, withMessages } from '../../shared/loadPageData';
import { pageMeta } from '../../app/seo';
import { recordIdParam } from '../../shared/routeValues';

// `$orderDetailsId_`: the invoice is a page of its own at /OrderDetails/{id}/invoice, not a part
// drawn inside the order's page (which has no outlet).
export const Route = createFileRoute('/_authenticated/OrderDetails/$orderDetailsId_/invoice')({
  staticData: { title: msg`Tax invoice` },
  params: recordIdParam('orderDetailsId'),
  // The invoice with the page's code and messages, so that the head has its number (an unknown
  // order is the order's "Order not found", 404), and the order, whose payment method it names.
  loader: async ({ context, params: { orderDetailsId: id } }) => {
    const { queryClient, i18n } = context;
    const data = id ? loadPageData(context, { own: [invoiceQuery(id), orderQuery(id)] }) : Promise.reject(notFound());
    await withMessages(data, loadScreenMessages(i18n, 'buying'));
    return { number: (await queryClient.ensureQueryData(invoiceQuery(id!))).data.number };
  },
  pendingComponent: function InvoicePending() {
    return <InvoiceSkeleton orderId={Route.useParams().orderDetailsId} />;
  },
  notFoundComponent: OrderNotFound,
  head: ({ match, loaderData }) => {
    const { context, pathname } = match;
    const title = loaderData?.number ? msg`Tax invoice ${loaderData.number}` : match.status === 'notFound' || isNotFound(match.error) ? msg`Order not found` : undefined;
    return title ? { meta: pageMeta(context, pathname, { title: context.i18n._(title) }) } : {};
  },
  component: InvoiceRoute,
});

function InvoiceRoute() {
  return <InvoicePage orderId={Route.useParams().orderDetailsId} />;
}
