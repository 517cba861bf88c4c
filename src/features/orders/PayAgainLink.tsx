import { Trans } from '@lingui/react/macro';
import { IconCreditCardRefund } from '@tabler/icons-react';
import { ButtonLink } from '../../shared/ui/links';
import { asText } from '../../shared/ui/asText';
import type { OrderSummary } from './queries';
import { paymentDue } from './paymentDue';

/**
 * "Pay again" for an order whose payment failed, "Complete payment" for a card order left unpaid
 * (3-D Secure abandoned): the order's details with the card form open (`?pay=1`), where the card
 * goes through the gateway. Its name says which order, as a list holds several of these buttons.
 */
export function PayAgainLink({ order }: { order: OrderSummary }) {
  const due = paymentDue(order);
  if (!due) return null;
  const orderNumber = asText(order.order_number);
  return (
    <ButtonLink
      to="/OrderDetails/$orderDetailsId"
      params={{ orderDetailsId: order.id }}
      search={{ pay: true }}
      size="xs"
      // White on the default red is 3.3:1; its 8th shade reaches WCAG AA's 4.5:1.
      color="red.8"
      leftSection={<IconCreditCardRefund size={16} aria-hidden />}
    >
      {due === 'repay' ? <Trans>Pay again</Trans> : <Trans>Complete payment</Trans>}
      <span className="visually-hidden">
        {' '}
        <Trans>
          for order <bdi>{orderNumber}</bdi>
        </Trans>
      </span>
    </ButtonLink>
  );
}
