import { msg } from '@lingui/core/macro';
import { loadPageData, withMessages } from '../../shared/loadPageData';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../../app/i18n';
import { CartPage, cartQuery, CartSkeleton } from '../../features/cart';
import { paymentMethodsQuery } from '../../features/payment-methods';

export const Route = createFileRoute('/_authenticated/cart')({
  staticData: { title: msg`Cart` },
  // The cart with the page's code and messages; a slow one shows the cart's skeleton. The ways to
  // pay (the total's instalment split) are a section: the cart is the cart without them.
  loader: ({ context }) =>
    withMessages(loadPageData(context, { own: [cartQuery()], sections: [paymentMethodsQuery()] }), loadScreenMessages(context.i18n, 'buying')),
  pendingComponent: CartSkeleton,
  component: CartPage,
});
