import { Trans } from '@lingui/react/macro';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { Order, PaymentDue } from '../../orders';
import { CardPaymentForm } from './CardPaymentForm';
import type { OrderPage } from './gatewayReturn';
import { Money } from '../../../shared/ui/Money';

interface PayOrderSectionProps {
  order: Pick<Order, 'id' | 'total' | 'order_number'>;
  due: PaymentDue;
  /** Came here from the list's "Pay again": bring the form into view and put the keyboard on it. */
  focusOnOpen?: boolean;
  /** This order's page, where the gateway brings the shopper back. */
  orderPage: OrderPage;
}

/** The card form of an order to pay: again after a failed payment, or for the first time ("Complete payment"). */
export function PayOrderSection({ order, due, focusOnOpen = false, orderPage }: PayOrderSectionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnOpen) return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [focusOnOpen]);

  return (
    <Card component="section" aria-labelledby="pay-order-heading" withBorder radius="md" padding="lg" id="pay">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={2} fz="h3" id="pay-order-heading" ref={heading} tabIndex={-1}>
            {due === 'repay' ? <Trans>Pay again</Trans> : <Trans>Complete payment</Trans>}
          </Title>
          <Text fz="sm" c="dimmed">
            {due === 'repay' ? (
              <Trans>The last payment of this order failed. Pay it by card to have it prepared.</Trans>
            ) : (
              <Trans>This order is waiting for its card payment.</Trans>
            )}
          </Text>
          <Text fw={700}>
            <Trans>
              Amount to pay: <Money amount={order.total} />
            </Trans>
          </Text>
        </Stack>
        <CardPaymentForm order={{ id: order.id, total: order.total, order_number: order.order_number }} mode={due} orderPage={orderPage} />
      </SimpleGrid>
    </Card>
  );
}
