import { msg } from '@lingui/core/macro';
import { loadPageData } from '../../shared/loadPageData';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../../app/i18n';
// Straight from its file, so the loader does not pull the address hooks into the first chunk.
import { addressesQuery } from '../../features/addresses';
import { cartQuery } from '../../features/cart';
import { CheckoutPage, shippingCompaniesQuery } from '../../features/checkout';

export const Route = createFileRoute('/_authenticated/checkout')({
  staticData: { title: msg`Checkout` },
  // Start the page's three calls with its code and messages; the page shows skeletons until they arrive.
  loader: ({ context: { queryClient, i18n } }) =>
    Promise.all([
      loadPageData(queryClient, { own: [cartQuery(), addressesQuery(), shippingCompaniesQuery()] }),
      loadScreenMessages(i18n, 'buying'),
    ]),
  component: CheckoutPage,
});
