import { msg } from '@lingui/core/macro';
import { loadPageData, withMessages } from '../../shared/loadPageData';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../../app/i18n';
import { CartPage, cartQuery, CartSkeleton } from '../../features/cart';

export const Route = createFileRoute('/_authenticated/cart')({
  staticData: { title: msg`Cart` },
  // The cart with the page's code and messages; a slow one shows the cart's skeleton.
  loader: ({ context }) => withMessages(loadPageData(context, { own: [cartQuery()] }), loadScreenMessages(context.i18n, 'buying')),
  pendingComponent: CartSkeleton,
  component: CartPage,
});
