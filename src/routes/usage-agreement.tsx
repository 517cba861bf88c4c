import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { ContentPage, ContentPageSkeleton, loadTextPage, textPageHead } from '../features/content';
import { withMessages } from '../shared/loadPageData';
import { NotFoundPage } from '../shared/ui/NotFoundPage';

export const Route = createFileRoute('/usage-agreement')({
  staticData: { title: msg`Usage agreement` },
  loader: ({ context }) => withMessages(loadTextPage(context, 'usage-agreement'), loadScreenMessages(context.i18n, 'account')),
  head: textPageHead('usage-agreement'),
  notFoundComponent: NotFoundPage,
  pendingComponent: () => <ContentPageSkeleton slug="usage-agreement" />,
  component: () => <ContentPage slug="usage-agreement" />,
});
