import { Trans } from '@lingui/react/macro';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../sdk';
import { useLanguage } from '../../shared/language';
import { AnchorLink } from '../../shared/ui/links';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { orderQuery, type Order } from './queries';
import { BankTransferInstructions } from './BankTransferInstructions';
import { OrderDate } from './OrderDate';
import { OrderDetailsSkeleton } from './OrderDetailsSkeleton';
import { OrderDetailsView } from './OrderDetailsView';
import { OrderNotFound } from './OrderNotFound';
import type { OrderDetailsSearch } from './orderSearch';
import { OrderStatusBadge } from './OrderStatusBadge';
import { paymentDue, type PaymentDue } from './paymentDue';
import { PaymentResultBanner } from './PaymentResultBanner';
import { PayOrderSection } from './PayOrderSection';
import { usePaymentConfirmation, type PaymentConfirmation } from './usePaymentConfirmation';
import { asText } from '../../shared/ui/asText';

interface OrderDetailsPageProps {
  /** The {orderDetailsId} of the address, an order's id (the route answers 404 for any other). */
  orderId: number;
  search: OrderDetailsSearch;
  /** Takes the gateway's return (id, status, message) out of the address once the payment is confirmed. */
  onPaymentReturnHandled: () => void;
}

/** /OrderDetails/{id}: one order, and the outcome of a card payment when the shopper comes back from the gateway. */
export function OrderDetailsPage({ orderId, ...rest }: OrderDetailsPageProps) {
  // Keyed: another order starts afresh, never showing the last one's payment result.
  return <LoadedOrder key={orderId} id={orderId} {...rest} />;
}

function LoadedOrder({ id, search, onPaymentReturnHandled }: Omit<OrderDetailsPageProps, 'orderId'> & { id: number }) {
  const Back = useLanguage() === 'ar' ? IconArrowRight : IconArrowLeft;
  const query = useQuery(orderQuery(id));
  const confirmation = usePaymentConfirmation(id, search.id, onPaymentReturnHandled);
  const order = query.data?.data;

  if (query.isError) {
    const error: unknown = query.error;
    if (isApiError(error) && error.status === 404) return <OrderNotFound />;
  }
  const due = order && dueNow(order, confirmation, search.id !== undefined);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <AnchorLink to="/orders" fz="sm" w="fit-content">
          <Group gap={4} component="span">
            <Back size={16} aria-hidden />
            <Trans>My orders</Trans>
          </Group>
        </AnchorLink>
        <Group justify="space-between" align="center" gap="sm">
          <Stack gap={2}>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              {order ? (
                <Trans>
                  Order <bdi>{asText(order.order_number)}</bdi>
                </Trans>
              ) : (
                <Trans>Order details</Trans>
              )}
            </Title>
            {order && (
              <Text c="dimmed" fz="sm">
                <Trans>
                  Placed on <OrderDate value={order.created_at} withTime />
                </Trans>
              </Text>
            )}
          </Stack>
          {order && <OrderStatusBadge status={order.status} />}
        </Group>
        <PaymentResultBanner confirmation={confirmation} gatewayMessage={search.message} />
        {order && due && <PayOrderSection order={order} due={due} focusOnOpen={search.pay} />}
        {order?.payment_method === 'bank_transfer' && order.payment_status !== 'paid' && order.bank_account && (
          <BankTransferInstructions order={order} account={order.bank_account} justPlaced={Boolean(search.placed)} />
        )}
        {order ? (
          <OrderDetailsView order={order} />
        ) : query.isError ? (
          <LoadFailed onRetry={() => void query.refetch()} />
        ) : (
          <OrderDetailsSkeleton />
        )}
      </Stack>
    </Container>
  );
}

/**
 * Whether the card form is shown now. Right after the gateway's return, the confirmed answer
 * decides (the order may still read as before it): nothing while it is asked, pay again when it
 * failed, nothing when paid or still pending at the bank (a second payment must not start then).
 */
function dueNow(order: Order, confirmation: PaymentConfirmation, returning: boolean): PaymentDue | undefined {
  if (confirmation.isPending || (returning && confirmation.isIdle)) return undefined;
  const confirmed = confirmation.data?.payment_status;
  if (confirmed === 'failed') return 'repay';
  if (confirmed) return undefined;
  return paymentDue(order);
}
