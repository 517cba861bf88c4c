import { msg } from '@lingui/core/macro';
import { loadPageData, withMessages } from '../../shared/loadPageData';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../../app/i18n';
import { useOrderPage } from '../../app/orderPage';
// Straight from its file, so the loader does not pull the address hooks into the first chunk.
import { addressesQuery } from '../../features/addresses';
import { cartQuery } from '../../features/cart';
import { CheckoutPage, CheckoutSkeleton, shippingCompaniesQuery } from '../../features/checkout';

export const Route = createFileRoute('/_authenticated/checkout')({
  staticData: { title: msg`Checkout` },
  // The page's three calls with its code and messages; slow ones show the checkout's skeleton.
  loader: ({ context }) =>
    withMessages(loadPageData(context, { own: [cartQuery(), addressesQuery(), shippingCompaniesQuery()] }), loadScreenMessages(context.i18n, 'buying')),
  pendingComponent: CheckoutSkeleton,
  component: function Checkout() {
    return <CheckoutPage orderPage={useOrderPage()} />;
  },
});
