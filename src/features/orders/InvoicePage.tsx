import { Trans } from '@lingui/react/macro';
import { Button, Container, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPrinter } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLanguage } from '../../shared/language';
import { AnchorLink } from '../../shared/ui/links';
import { invoiceQuery } from './queries';
import { InvoiceSheet } from './InvoiceSheet';

/** /OrderDetails/{id}/invoice: the order's simplified tax invoice (its route's loader has it), to read and to print on A4. */
export function InvoicePage({ orderId }: { orderId: number }) {
  // Keyed: another order's invoice starts afresh.
  return <LoadedInvoice key={orderId} id={orderId} />;
}

function LoadedInvoice({ id }: { id: number }) {
  const invoice = useSuspenseQuery(invoiceQuery(id)).data.data;
  return (
    <InvoiceFrame orderId={id} printable>
      <InvoiceSheet invoice={invoice} />
    </InvoiceFrame>
  );
}

/** The way back to the order and the print button, over the invoice or its skeleton (InvoiceSkeleton). */
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
