import { Trans } from '@lingui/react/macro';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLanguage } from '../../shared/language';
import { AnchorLink } from '../../shared/ui/links';
import { orderQuery, type Order } from './queries';
import { BankTransferInstructions } from './BankTransferInstructions';
import { OrderDate } from './OrderDate';
import { OrderDetailsView } from './OrderDetailsView';
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

/** /OrderDetails/{id}: one order (its route's loader has it), and the outcome of a card payment when the shopper comes back from the gateway. */
export function OrderDetailsPage({ orderId, ...rest }: OrderDetailsPageProps) {
  // Keyed: another order starts afresh, never showing the last one's payment result.
  return <LoadedOrder key={orderId} id={orderId} {...rest} />;
}

function LoadedOrder({ id, search, onPaymentReturnHandled }: Omit<OrderDetailsPageProps, 'orderId'> & { id: number }) {
  const order = useSuspenseQuery(orderQuery(id)).data.data;
  const confirmation = usePaymentConfirmation(id, search.id, onPaymentReturnHandled);
  const due = dueNow(order, confirmation, search.id !== undefined);

  return (
    <OrderFrame
      title={
        <Trans>
          Order <bdi>{asText(order.order_number)}</bdi>
        </Trans>
      }
      placed={
        <Text c="dimmed" fz="sm">
          <Trans>
            Placed on <OrderDate value={order.created_at} withTime />
          </Trans>
        </Text>
      }
      status={<OrderStatusBadge status={order.status} />}
    >
      <PaymentResultBanner confirmation={confirmation} gatewayMessage={search.message} />
      {due && <PayOrderSection order={order} due={due} focusOnOpen={search.pay} />}
      {order.payment_method === 'bank_transfer' && order.payment_status !== 'paid' && order.bank_account && (
        <BankTransferInstructions order={order} account={order.bank_account} justPlaced={Boolean(search.placed)} />
      )}
      <OrderDetailsView order={order} />
    </OrderFrame>
  );
}

interface OrderFrameProps {
  title: ReactNode;
  placed?: ReactNode;
  status?: ReactNode;
  children: ReactNode;
}

/** The way back to the orders and the order's heading, over its details or their skeleton (OrderDetailsSkeleton). */
export function OrderFrame({ title, placed, status, children }: OrderFrameProps) {
  const Back = useLanguage() === 'ar' ? IconArrowRight : IconArrowLeft;
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
              {title}
            </Title>
            {placed}
          </Stack>
          {status}
        </Group>
        {children}
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
