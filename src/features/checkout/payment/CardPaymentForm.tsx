import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatMoney } from '../../../shared/format';
import { useLanguage } from '../../../shared/language';
import type { PaymentMode } from '../api';
import { CardFields } from './CardForm';
import type { OrderPage } from './gatewayReturn';
import type { PayableOrder } from './orderPayment';
import { useOrderPayment } from './orderPayment';

/**
 * The card form of an order that is already placed: "pay again" after a failed payment (repay),
 * or paying a card order (pay). The card goes to the gateway and the shopper on to 3-D Secure.
 */
export function CardPaymentForm({ order, mode, orderPage }: { order: PayableOrder; mode: PaymentMode; orderPage: OrderPage }) {
  const language = useLanguage();
  const { cardForm: form, pay, busy } = useOrderPayment({ name: 'placed', order }, orderPage);
  const amount = formatMoney(order.total, language);
  // One payment at a time: a second press while one is on the way does nothing.
  const submit = form.onSubmit(() => pay(order, mode));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <CardFields form={form} />
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconLock size={16} stroke={1.5} aria-hidden style={{ flex: 'none', marginBlockStart: 2 }} />
          <Text size="sm" c="dimmed">
            <Trans>Your card details go straight to the payment gateway over a secure connection. The store never sees or keeps them.</Trans>
          </Text>
        </Group>
        <Button type="submit" size="md" fullWidth loading={busy}>
          {/* One text run: the button's label is a flex box, which would drop the space before the amount. */}
          <span>
            <Trans>
              Pay <bdi>{amount}</bdi>
            </Trans>
          </span>
        </Button>
      </Stack>
    </form>
  );
}
