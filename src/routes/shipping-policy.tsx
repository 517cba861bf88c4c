import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { ContentPage, ContentPageSkeleton, loadTextPage, textPageHead } from '../features/content';
import { withMessages } from '../shared/loadPageData';
import { NotFoundPage } from '../shared/ui/NotFoundPage';

export const Route = createFileRoute('/shipping-policy')({
  staticData: { title: msg`Shipping policy` },
  loader: ({ context }) => withMessages(loadTextPage(context, 'shipping-policy'), loadScreenMessages(context.i18n, 'account')),
  head: textPageHead('shipping-policy'),
  notFoundComponent: NotFoundPage,
  pendingComponent: () => <ContentPageSkeleton slug="shipping-policy" />,
  component: () => <ContentPage slug="shipping-policy" />,
});
