import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { ContentPage } from '../features/content';
import { textPageQuery } from '../features/content/api';
import { textPageHead } from '../features/content/textPageHead';
import { loadPageData } from '../shared/loadPageData';

export const Route = createFileRoute('/private-policy')({
  staticData: { title: msg`Privacy policy` },
  loader: ({ context }) =>
    Promise.all([loadPageData(context.queryClient, textPageQuery('privacy-policy')), loadScreenMessages(context.i18n, 'account')]),
  head: textPageHead('privacy-policy'),
  component: () => <ContentPage slug="privacy-policy" />,
});
