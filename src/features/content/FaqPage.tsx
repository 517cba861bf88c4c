import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { faqsQuery } from './queries';
import { FaqList } from './FaqList';
import { FaqSkeleton } from './FaqSkeleton';
import { PageFrame } from './PageFrame';

/** /public-questions: the store's frequently asked questions, searchable, each answer behind its question. */
export function FaqPage() {
  const { t } = useLingui();
  const faqs = useQuery({ ...faqsQuery(), select: (answer) => answer.data });

  return (
    <PageFrame title={t`Frequently asked questions`}>
      {faqs.isPending ? (
        <FaqSkeleton />
      ) : faqs.isError ? (
        <LoadFailed onRetry={() => void faqs.refetch()} />
      ) : faqs.data.length ? (
        <FaqList faqs={faqs.data} />
      ) : (
        <Text ta="center" c="gray.7" py="xl" fz="lg">
          {t`No questions yet`}
        </Text>
      )}
    </PageFrame>
  );
}
