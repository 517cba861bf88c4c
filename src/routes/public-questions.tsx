import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { FaqPage } from '../features/content';
// Straight from its file, so the loader does not pull the page's code into the first chunk.
import { prefetchFaqs } from '../features/content/api';

export const Route = createFileRoute('/public-questions')({
  staticData: { title: msg`Frequently asked questions` },
  loader: ({ context }) => {
    prefetchFaqs(context.queryClient);
    return loadScreenMessages(context.i18n, 'account');
  },
  component: FaqPage,
});
