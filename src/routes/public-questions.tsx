import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { faqsQuery, FaqPage, FaqPageSkeleton } from '../features/content';
import { loadPageData, withMessages } from '../shared/loadPageData';
import { pageMeta } from '../app/seo';

const FAQ_TITLE = msg`Frequently asked questions`;
const FAQ_DESCRIPTION = msg`Answers to common questions about buying gold at Gold Store: karats, payment, delivery, exchange and returns.`;

export const Route = createFileRoute('/public-questions')({
  staticData: { title: FAQ_TITLE },
  loader: ({ context }) => withMessages(loadPageData(context, { own: [faqsQuery()] }), loadScreenMessages(context.i18n, 'account')),
  head: ({ match }) => ({
    meta: pageMeta(match.context, match.pathname, { title: match.context.i18n._(FAQ_TITLE), description: match.context.i18n._(FAQ_DESCRIPTION) }),
  }),
  pendingComponent: FaqPageSkeleton,
  component: FaqPage,
});
