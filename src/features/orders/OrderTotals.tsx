import { Trans } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Order } from './queries';
import { Money } from '../../shared/ui/Money';

/** The order's sums: subtotal, discount, delivery, the VAT included in the prices, and the total. */
export function OrderTotals({ order }: { order: Order }) {
  return (
    <Stack component="dl" gap={6} m={0}>
      <Row label={<Trans>Subtotal</Trans>}>
        <Money amount={order.subtotal} />
      </Row>
      {order.discount > 0 && (
        <Row label={<Trans>Discount</Trans>} color="teal.9">
          <Money amount={order.discount} negative />
        </Row>
      )}
      <Row label={<Trans>Delivery</Trans>}>
        <Money amount={order.delivery_cost} />
      </Row>
      <Row label={<Trans>VAT (included in the prices)</Trans>} color="dimmed">
        <Money amount={order.vat} />
      </Row>
      <Row label={<Trans>Total</Trans>} strong divided>
        <Money amount={order.total} />
      </Row>
    </Stack>
  );
}

interface RowProps {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
  color?: string;
  /** A line above the row (a border, not an element: a <dl> holds only its rows). */
  divided?: boolean;
}

function Row({ label, children, strong = false, color, divided = false }: RowProps) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      fz={strong ? 'lg' : 'sm'}
      fw={strong ? 700 : undefined}
      c={color}
      {...(divided && { mt: 4, pt: 'xs', style: { borderBlockStart: '1px solid var(--mantine-color-default-border)' } })}
    >
      <Text component="dt" inherit>
        {label}
      </Text>
      <Text component="dd" inherit m={0} style={{ whiteSpace: 'nowrap' }}>
        {children}
      </Text>
    </Group>
  );
}
