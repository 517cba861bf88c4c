import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { ContentPage, loadTextPage, textPageHead } from '../features/content';

export const Route = createFileRoute('/shipping-policy')({
  staticData: { title: msg`Shipping policy` },
  loader: ({ context }) =>
    Promise.all([loadTextPage(context.queryClient, 'shipping-policy'), loadScreenMessages(context.i18n, 'account')]),
  head: textPageHead('shipping-policy'),
  component: () => <ContentPage slug="shipping-policy" />,
});
