import { Trans } from '@lingui/react/macro';
import { Button, Container, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../sdk';
import { useLanguage } from '../../shared/language';
import { AnchorLink } from '../../shared/ui/links';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { invoiceQuery } from './queries';
import { InvoiceSheet } from './InvoiceSheet';
import { InvoiceSkeleton } from './InvoiceSkeleton';
import { OrderNotFound } from './OrderNotFound';

/** /OrderDetails/{id}/invoice: the order's simplified tax invoice, to read and to print on A4. */
export function InvoicePage({ orderId }: { orderId: number }) {
  // Keyed: another order's invoice starts afresh.
  return <LoadedInvoice key={orderId} id={orderId} />;
}

function LoadedInvoice({ id }: { id: number }) {
  const Back = useLanguage() === 'ar' ? IconArrowRight : IconArrowLeft;
  const query = useQuery(invoiceQuery(id));
  const invoice = query.data?.data;
  const error: unknown = query.error;
  if (isApiError(error) && error.status === 404) return <OrderNotFound />;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        {/* The page's own controls: not on paper (data-print, src/app/global.css). */}
        <Group justify="space-between" gap="sm" data-print="hide">
          <AnchorLink to="/OrderDetails/$orderDetailsId" params={{ orderDetailsId: id }} fz="sm">
            <Group gap={4} component="span">
              <Back size={16} aria-hidden />
              <Trans>Back to the order</Trans>
            </Group>
          </AnchorLink>
          {invoice && (
            <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
              <Trans>Print</Trans>
            </Button>
          )}
        </Group>
        {invoice ? (
          <InvoiceSheet invoice={invoice} />
        ) : query.isError ? (
          <LoadFailed onRetry={() => void query.refetch()} />
        ) : (
          <InvoiceSkeleton />
        )}
      </Stack>
    </Container>
  );
}
