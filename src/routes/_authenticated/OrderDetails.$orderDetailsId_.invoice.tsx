import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { InvoicePage, invoiceQuery, OrderNotFound, type Invoice } from '../../features/orders';
import { loadScreenMessages } from '../../app/i18n';
import { loadPageData, withMessages } from '../../shared/loadPageData';
import { isApiError } from '../../../sdk';
import { pageMeta } from '../../app/seo';
import { parseRecordId } from '../../shared/routeValues';

// `$orderDetailsId_`: the invoice is a page of its own at /OrderDetails/{id}/invoice, not a part
// drawn inside the order's page (which has no outlet).
export const Route = createFileRoute('/_authenticated/OrderDetails/$orderDetailsId_/invoice')({
  staticData: { title: msg`Tax invoice` },
  // The invoice with the page's code and messages, so that the head has its number (an unknown
  // order is the order's "Order not found", 404).
  loader: ({ context, params }) => {
    const id = parseRecordId(params.orderDetailsId);
    const order = id === undefined ? Promise.reject(notFound()) : loadPageData(context.queryClient, { own: [invoiceQuery(id)] });
    return withMessages(order, loadScreenMessages(context.i18n, 'buying'));
  },
  notFoundComponent: OrderNotFound,
  head: ({ match }) => {
    const { context, params, pathname } = match;
    const id = parseRecordId(params.orderDetailsId);
    const state = id === undefined ? undefined : context.queryClient.getQueryState<{ data: Invoice }>(invoiceQuery(id).queryKey);
    const invoice = state?.data?.data;
    const missing = id === undefined || (isApiError(state?.error) && state.error.status === 404);
    const title = invoice ? msg`Tax invoice ${invoice.number}` : missing ? msg`Order not found` : undefined;
    return title ? { meta: pageMeta(context, pathname, { title: context.i18n._(title) }) } : {};
  },
  component: InvoiceRoute,
});

function InvoiceRoute() {
  return <InvoicePage orderId={Route.useParams().orderDetailsId} />;
}
