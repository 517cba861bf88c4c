import { Trans } from '@lingui/react/macro';
import { Group, Stack, Table } from '@mantine/core';
import { AnchorLink } from '../../shared/ui/links';
import type { OrderSummary } from './queries';
import { ItemsCount } from './ItemsCount';
import { Money } from '../../shared/ui/Money';
import { OrderDate } from './OrderDate';
import { OrderStatusBadge } from './OrderStatusBadge';
import { PayAgainLink } from './PayAgainLink';
import { PaymentMethodText } from './PaymentMethodText';
import { PaymentStatusBadge } from './PaymentStatusBadge';

/** "My orders" on a wide screen: one row an order, its number leading to its details. */
export function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Order</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Date</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Payment</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Items</Trans>
            </Table.Th>
            <Table.Th scope="col" ta="end">
              <Trans>Total</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <span className="visually-hidden">
                <Trans>Actions</Trans>
              </span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Th scope="row" fw={700}>
                <AnchorLink to="/OrderDetails/$orderDetailsId" params={{ orderDetailsId: order.id }} fw={700}>
                  <bdi>{order.order_number}</bdi>
                </AnchorLink>
              </Table.Th>
              <Table.Td>
                <OrderDate value={order.created_at} />
              </Table.Td>
              <Table.Td>
                <OrderStatusBadge status={order.status} />
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <PaymentMethodText method={order.payment_method} />
                  <PaymentStatusBadge status={order.payment_status} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <ItemsCount count={order.items_count} />
              </Table.Td>
              <Table.Td ta="end" fw={700} style={{ whiteSpace: 'nowrap' }}>
                <Money amount={order.total} />
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <PayAgainLink order={order} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
