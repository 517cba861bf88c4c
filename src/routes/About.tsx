import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { ContentPage } from '../features/content';
import { textPageQuery } from '../features/content/api';
import { textPageHead } from '../features/content/textPageHead';
import { loadPageData } from '../shared/loadPageData';

export const Route = createFileRoute('/About')({
  staticData: { title: msg`About us` },
  loader: ({ context }) =>
    Promise.all([loadPageData(context.queryClient, textPageQuery('about')), loadScreenMessages(context.i18n, 'account')]),
  head: textPageHead('about'),
  component: () => <ContentPage slug="about" />,
});
