import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, useMatches } from '@mantine/core';
import { PageFrame } from '../../shared/ui/PageFrame';
import type { ReactNode } from 'react';

/** The page's shape while a slow list loads (its route's pendingComponent): one bar a row (or card). Screen readers hear that it loads. */
export function OrdersSkeleton() {
  const { t } = useLingui();
  const wide = useMatches({ base: false, md: true });
  return (
    <OrdersFrame>
      <div role="status" aria-label={t`Loading your orders`}>
        <Stack gap="sm" aria-hidden>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={wide ? 56 : 180} radius="md" />
          ))}
        </Stack>
      </div>
    </OrdersFrame>
  );
}

/** The page's heading over its list, or over the list's skeleton (below). */
export function OrdersFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame title={<Trans>My orders</Trans>} size="lg" gap="md">
      {children}
    </PageFrame>
  );
}
