import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { ContentPage, loadTextPage, textPageHead } from '../features/content';

export const Route = createFileRoute('/private-policy')({
  staticData: { title: msg`Privacy policy` },
  loader: ({ context }) =>
    Promise.all([loadTextPage(context.queryClient, 'privacy-policy'), loadScreenMessages(context.i18n, 'account')]),
  head: textPageHead('privacy-policy'),
  component: () => <ContentPage slug="privacy-policy" />,
});
