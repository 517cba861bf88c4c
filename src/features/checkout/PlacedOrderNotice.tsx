import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { components } from '../../../sdk';
import { asText } from '../../shared/ui/asText';

type Order = components['schemas']['Order'];

/**
 * The order exists but its payment did not go through: say so, so the shopper knows pressing the
 * button again pays this order and does not place another.
 */
export function PlacedOrderNotice({ order }: { order: Order }) {
  const { t } = useLingui();
  const number = asText(order.order_number);
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} title={t`Your order is placed, but not paid yet`} role="status">
      {order.payment_method === 'card' ? (
        <Trans>
          Order <bdi>{number}</bdi> is waiting for its payment. Check the card details and press Pay again: the same order is paid, no new order is
          placed.
        </Trans>
      ) : (
        <Trans>
          Order <bdi>{number}</bdi> is waiting for its payment. Press the button again: the same order is paid, no new order is placed.
        </Trans>
      )}
    </Alert>
  );
}
