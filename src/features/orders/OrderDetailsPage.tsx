import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { orderQuery, type Order } from './queries';
import { BankTransferInstructions } from './BankTransferInstructions';
import { OrderDate } from './OrderDate';
import { OrderFrame } from './OrderDetailsSkeleton';
import { OrderDetailsView } from './OrderDetailsView';
import type { OrderDetailsSearch } from './orderSearch';
import { OrderStatusBadge } from './OrderStatusBadge';
import { asText } from '../../shared/ui/asText';

interface OrderDetailsPageProps {
  /** The {orderDetailsId} of the address, an order's id (the route answers 404 for any other). */
  orderId: number;
  search: OrderDetailsSearch;
  /** Its payment: the outcome of a card payment back from the gateway, the form to pay it (checkout's OrderPayment, given by the route). */
  payment: (order: Order) => ReactNode;
}

/** /OrderDetails/{id}: one order (its route's loader has it), with its payment above its details. */
export function OrderDetailsPage({ orderId, ...rest }: OrderDetailsPageProps) {
  // Keyed: another order starts afresh, never showing the last one's payment result.
  return <LoadedOrder key={orderId} id={orderId} {...rest} />;
}

function LoadedOrder({ id, search, payment }: Omit<OrderDetailsPageProps, 'orderId'> & { id: number }) {
  const order = useSuspenseQuery(orderQuery(id)).data.data;

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
      {payment(order)}
      {order.payment_method === 'bank_transfer' && order.payment_status !== 'paid' && order.bank_account && (
        <BankTransferInstructions order={order} account={order.bank_account} justPlaced={Boolean(search.placed)} />
      )}
      <OrderDetailsView order={order} />
    </OrderFrame>
  );
}
