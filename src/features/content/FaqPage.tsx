import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { faqsQuery } from './queries';
import { FaqList } from './FaqList';
import { FaqSkeleton } from './FaqSkeleton';
import { PageFrame } from './PageFrame';

/** /public-questions: the store's frequently asked questions (its route's loader has them), searchable, each answer behind its question. */
export function FaqPage() {
  const { t } = useLingui();
  const faqs = useSuspenseQuery(faqsQuery()).data.data;
  return (
    <FaqFrame>
      {faqs.length ? (
        <FaqList faqs={faqs} />
      ) : (
        <Text ta="center" c="gray.7" py="xl" fz="lg">
          {t`No questions yet`}
        </Text>
      )}
    </FaqFrame>
  );
}

/** The page's shape while slow questions load (its route's pendingComponent). */
export function FaqPageSkeleton() {
  return (
    <FaqFrame>
      <FaqSkeleton />
    </FaqFrame>
  );
}

function FaqFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return <PageFrame title={t`Frequently asked questions`}>{children}</PageFrame>;
}
