import { msg } from '@lingui/core/macro';
import { loadPageData, withMessages } from '../../shared/loadPageData';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadScreenMessages } from '../../app/i18n';
// Straight from its file, so the loader does not pull the address hooks into the first chunk.
import { addressesQuery } from '../../features/addresses';
import { cartQuery } from '../../features/cart';
import { CheckoutPage, CheckoutSkeleton, shippingCompaniesQuery } from '../../features/checkout';
import { paymentMethodsQuery } from '../../features/payment-methods';

export const Route = createFileRoute('/_authenticated/checkout')({
  staticData: { title: msg`Checkout` },
  // The page's four calls with its code and messages; slow ones show the checkout's skeleton.
  loader: ({ context }) =>
    withMessages(loadPageData(context, { own: [cartQuery(), addressesQuery(), shippingCompaniesQuery(), paymentMethodsQuery()] }), loadScreenMessages(context.i18n, 'buying')),
  pendingComponent: CheckoutSkeleton,
  component: function Checkout() {
    const router = useRouter();
    // The placed order's page: where the gateway brings the shopper back after 3-D Secure, and
    // where a bank transfer's details are shown (`placed`). The routes build it, not checkout.
    return (
      <CheckoutPage
        orderPage={(orderId, search = {}) => router.buildLocation({ to: '/OrderDetails/$orderDetailsId', params: { orderDetailsId: orderId }, search }).href}
      />
    );
  },
});
