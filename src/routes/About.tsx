import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { ContentPage, ContentPageSkeleton, loadTextPage, textPageHead } from '../features/content';
import { withMessages } from '../shared/loadPageData';
import { NotFoundPage } from '../shared/ui/NotFoundPage';

export const Route = createFileRoute('/About')({
  staticData: { title: msg`About us` },
  loader: ({ context }) => withMessages(loadTextPage(context, 'about'), loadScreenMessages(context.i18n, 'account')),
  head: textPageHead('about'),
  notFoundComponent: NotFoundPage,
  pendingComponent: () => <ContentPageSkeleton slug="about" />,
  component: () => <ContentPage slug="about" />,
});
