import { useLingui } from '@lingui/react/macro';
import { Group, Skeleton, Stack } from '@mantine/core';
import { InvoiceFrame } from './InvoicePage';

/** The page's shape while a slow invoice loads (its route's pendingComponent): title and QR, the two parties, the lines, the totals. Screen readers hear that it loads. */
export function InvoiceSkeleton({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  return (
    <InvoiceFrame orderId={orderId}>
      <div role="status" aria-label={t`Loading the invoice`}>
        <Stack gap="lg" aria-hidden>
          <Group justify="space-between" align="flex-start">
            <Stack gap="xs" style={{ flex: 1 }}>
              <Skeleton height={36} width="60%" radius="md" />
              <Skeleton height={16} width="40%" radius="md" />
            </Stack>
            <Skeleton height={128} width={128} radius="md" />
          </Group>
          <Group grow align="stretch">
            <Skeleton height={140} radius="md" />
            <Skeleton height={140} radius="md" />
          </Group>
          <Skeleton height={180} radius="md" />
          <Skeleton height={160} width="min(100%, 24rem)" radius="md" ms="auto" />
        </Stack>
      </div>
    </InvoiceFrame>
  );
}
