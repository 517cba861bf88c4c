import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { ContentPage } from '../features/content';
// Straight from its file, so the loader does not pull the page's code into the first chunk.
import { prefetchTextPage } from '../features/content/api';

export const Route = createFileRoute('/usage-agreement')({
  staticData: { title: msg`Usage agreement` },
  loader: ({ context }) => {
    prefetchTextPage(context.queryClient, 'usage-agreement');
    return loadScreenMessages(context.i18n, 'account');
  },
  component: () => <ContentPage slug="usage-agreement" />,
});
