import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLanguage } from '../../shared/language';
import { AnchorLink } from '../../shared/ui/links';

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

/** The way back to the order and the print button, over the invoice or its skeleton (above). */
export function InvoiceFrame({ orderId, printable, children }: { orderId: number; printable?: boolean; children: ReactNode }) {
  const Back = useLanguage() === 'ar' ? IconArrowRight : IconArrowLeft;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        {/* The page's own controls: not on paper (data-print, src/app/global.css). */}
        <Group justify="space-between" gap="sm" data-print="hide">
          <AnchorLink to="/OrderDetails/$orderDetailsId" params={{ orderDetailsId: orderId }} fz="sm">
            <Group gap={4} component="span">
              <Back size={16} aria-hidden />
              <Trans>Back to the order</Trans>
            </Group>
          </AnchorLink>
          {printable && (
            <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
              <Trans>Print</Trans>
            </Button>
          )}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
