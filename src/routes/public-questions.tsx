import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { FaqPage } from '../features/content';
import { faqsQuery } from '../features/content/api';
import { loadPageData } from '../shared/loadPageData';

export const Route = createFileRoute('/public-questions')({
  staticData: { title: msg`Frequently asked questions` },
  loader: ({ context }) => Promise.all([loadPageData(context.queryClient, faqsQuery()), loadScreenMessages(context.i18n, 'account')]),
  component: FaqPage,
});
