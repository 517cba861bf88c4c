import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageFrame } from '../../shared/ui/PageFrame';

/** The questions while they load: closed accordion rows. Screen readers hear that they load. */
export function FaqSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the questions`}>
      <Stack gap="sm" aria-hidden>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={56} radius="md" />
        ))}
      </Stack>
    </div>
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

export function FaqFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return <PageFrame title={t`Frequently asked questions`}>{children}</PageFrame>;
}
