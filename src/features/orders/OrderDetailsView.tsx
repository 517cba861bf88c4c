import { Plural, Trans } from '@lingui/react/macro';
import { Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { AddressSummary } from '../addresses';
import { ButtonLink } from '../../shared/ui/links';
import type { Order } from './queries';
import { Money } from '../../shared/ui/Money';
import { OrderItems } from './OrderItems';
import { OrderTotals } from './OrderTotals';
import { OrderTransactions } from './OrderTransactions';
import { PaymentMethodText } from './PaymentMethodText';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { useId, type ReactNode } from 'react';

/** One titled box of the order's details (items, summary, payment, shipping…). */
function OrderSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="md">
      <Title order={2} fz="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The order's items and transactions beside its sums, payment and shipping. */
export function OrderDetailsView({ order }: { order: Order }) {
  const company = order.shipping_company;
  const min = company.delivery_days_min;
  const max = company.delivery_days_max;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <OrderSection title={<Trans>Items</Trans>}>
            <OrderItems items={order.items} />
          </OrderSection>
          <OrderSection title={<Trans>Transactions</Trans>}>
            <OrderTransactions transactions={order.transactions} />
          </OrderSection>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <OrderSection title={<Trans>Order summary</Trans>}>
            <OrderTotals order={order} />
            {/* The order's simplified tax invoice, a page of its own to read and print. */}
            <ButtonLink
              to="/OrderDetails/$orderDetailsId/invoice"
              params={{ orderDetailsId: order.id }}
              variant="default"
              fullWidth
              mt="md"
              leftSection={<IconReceipt size={18} aria-hidden />}
            >
              <Trans>Tax invoice</Trans>
            </ButtonLink>
          </OrderSection>
          <OrderSection title={<Trans>Payment</Trans>}>
            <Group justify="space-between" gap="xs">
              <PaymentMethodText method={order.payment_method} />
              <PaymentStatusBadge status={order.payment_status} />
            </Group>
          </OrderSection>
          <OrderSection title={<Trans>Shipping</Trans>}>
            <Stack gap="sm">
              <div>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={700}>{company.name}</Text>
                  <Text>
                    <Money amount={order.delivery_cost} />
                  </Text>
                </Group>
                <Text fz="sm" c="dimmed">
                  <Trans>
                    Delivery in {min}–<Plural value={max} one="# working day" other="# working days" />
                  </Trans>
                </Text>
              </div>
              <div>
                <Title order={3} fz="sm" fw={700} c="dimmed" mb={4}>
                  <Trans>Delivery address</Trans>
                </Title>
                <AddressSummary address={order.address} />
              </div>
            </Stack>
          </OrderSection>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
