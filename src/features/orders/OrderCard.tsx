import { Trans } from '@lingui/react/macro';
import { Card, Group, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import { useLanguage } from '../../shared/language';
import { AnchorLink, ButtonLink } from '../../shared/ui/links';
import type { OrderSummary } from './queries';
import { ItemsCount } from './ItemsCount';
import { Money } from '../../shared/ui/Money';
import { OrderDate } from './OrderDate';
import { OrderStatusBadge } from './OrderStatusBadge';
import { PayAgainLink } from './PayAgainLink';
import { PaymentMethodText } from './PaymentMethodText';
import { PaymentStatusBadge } from './PaymentStatusBadge';

/** An order of "My orders" on a phone: what the table's row says, stacked. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const titleId = useId();
  const Forward = useLanguage() === 'ar' ? IconChevronLeft : IconChevronRight;
  const detailsParams = { orderDetailsId: order.id };
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2}>
          <Text component="h2" id={titleId} fw={700} fz="lg" m={0}>
            <AnchorLink to="/OrderDetails/$orderDetailsId" params={detailsParams} inherit>
              <bdi>{order.order_number}</bdi>
            </AnchorLink>
          </Text>
          <Text fz="sm" c="dimmed">
            <OrderDate value={order.created_at} />
          </Text>
        </Stack>
        <OrderStatusBadge status={order.status} />
      </Group>
      <Group justify="space-between" align="center" mt="sm" gap="xs">
        <PaymentMethodText method={order.payment_method} />
        <PaymentStatusBadge status={order.payment_status} />
      </Group>
      <Group justify="space-between" align="baseline" mt="sm" gap="xs">
        <Text fz="sm" c="dimmed">
          <ItemsCount count={order.items_count} />
        </Text>
        <Text fw={700} fz="lg">
          <Money amount={order.total} />
        </Text>
      </Group>
      <Group justify="flex-end" mt="sm" gap="xs">
        <PayAgainLink order={order} />
        <ButtonLink
          to="/OrderDetails/$orderDetailsId"
          params={detailsParams}
          size="xs"
          variant="light"
          rightSection={<Forward size={16} aria-hidden />}
          aria-describedby={titleId}
        >
          <Trans>Details</Trans>
        </ButtonLink>
      </Group>
    </Card>
  );
}
