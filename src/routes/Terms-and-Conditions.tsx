import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { ContentPage, ContentPageSkeleton, loadTextPage, textPageHead } from '../features/content';
import { withMessages } from '../shared/loadPageData';
import { NotFoundPage } from '../shared/ui/NotFoundPage';

export const Route = createFileRoute('/Terms-and-Conditions')({
  staticData: { title: msg`Replace and return policy` },
  loader: ({ context }) => withMessages(loadTextPage(context, 'replace-and-return'), loadScreenMessages(context.i18n, 'account')),
  head: textPageHead('replace-and-return'),
  notFoundComponent: NotFoundPage,
  pendingComponent: () => <ContentPageSkeleton slug="replace-and-return" />,
  component: () => <ContentPage slug="replace-and-return" />,
});
