import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { faqsQuery } from './queries';
import { FaqList } from './FaqList';
import { FaqFrame } from './FaqSkeleton';

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
