import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { ContentPage, ContentPageSkeleton, loadTextPage, textPageHead } from '../features/content';
import { withMessages } from '../shared/loadPageData';
import { NotFoundPage } from '../shared/ui/NotFoundPage';

export const Route = createFileRoute('/private-policy')({
  staticData: { title: msg`Privacy policy` },
  loader: ({ context }) => withMessages(loadTextPage(context, 'privacy-policy'), loadScreenMessages(context.i18n, 'account')),
  head: textPageHead('privacy-policy'),
  notFoundComponent: NotFoundPage,
  pendingComponent: () => <ContentPageSkeleton slug="privacy-policy" />,
  component: () => <ContentPage slug="privacy-policy" />,
});
