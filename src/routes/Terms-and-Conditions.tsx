import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { ContentPage, loadTextPage, textPageHead } from '../features/content';

export const Route = createFileRoute('/Terms-and-Conditions')({
  staticData: { title: msg`Replace and return policy` },
  loader: ({ context }) =>
    Promise.all([loadTextPage(context.queryClient, 'replace-and-return'), loadScreenMessages(context.i18n, 'account')]),
  head: textPageHead('replace-and-return'),
  component: () => <ContentPage slug="replace-and-return" />,
});
