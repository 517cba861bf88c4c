import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { ContentPage, loadTextPage, textPageHead } from '../features/content';

export const Route = createFileRoute('/usage-agreement')({
  staticData: { title: msg`Usage agreement` },
  loader: ({ context }) =>
    Promise.all([loadTextPage(context.queryClient, 'usage-agreement'), loadScreenMessages(context.i18n, 'account')]),
  head: textPageHead('usage-agreement'),
  component: () => <ContentPage slug="usage-agreement" />,
});
