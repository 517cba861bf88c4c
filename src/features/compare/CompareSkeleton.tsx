import { Trans } from '@lingui/react/macro';
import { Skeleton } from '@mantine/core';
import { PageFrame } from '../../shared/ui/PageFrame';
import type { ReactNode, Ref } from 'react';

/** The page's shape while a slow list loads (its route's pendingComponent). */
export function CompareSkeleton() {
  return (
    <CompareFrame busy>
      <Skeleton height={480} aria-hidden />
    </CompareFrame>
  );
}

export function CompareFrame({ heading, busy, children }: { heading?: Ref<HTMLHeadingElement>; busy?: boolean; children: ReactNode }) {
  return (
    <PageFrame title={<Trans>Compare</Trans>} size="xl" gap="md" heading={heading} busy={busy}>
      {children}
    </PageFrame>
  );
}
