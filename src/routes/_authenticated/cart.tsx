import { msg } from '@lingui/core/macro';
import { loadPageData } from '../../shared/loadPageData';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../../app/i18n';
import { CartPage, cartQuery } from '../../features/cart';

export const Route = createFileRoute('/_authenticated/cart')({
  staticData: { title: msg`Cart` },
  // Start loading the cart with the page's code and messages; the page shows skeletons until it arrives.
  loader: ({ context }) => Promise.all([loadPageData(context.queryClient, { own: [cartQuery()] }), loadScreenMessages(context.i18n, 'buying')]),
  component: CartPage,
});
