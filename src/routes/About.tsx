import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { ContentPage, loadTextPage, textPageHead } from '../features/content';

export const Route = createFileRoute('/About')({
  staticData: { title: msg`About us` },
  loader: ({ context }) =>
    Promise.all([loadTextPage(context.queryClient, 'about'), loadScreenMessages(context.i18n, 'account')]),
  head: textPageHead('about'),
  component: () => <ContentPage slug="about" />,
});
