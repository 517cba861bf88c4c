import { Trans } from '@lingui/react/macro';
import { IconCreditCardRefund } from '@tabler/icons-react';
import { ButtonLink } from '../../shared/ui/links';
import { asText } from '../../shared/ui/asText';

/**
 * "Pay again" for an order whose payment failed: the order's details with the card form open
 * (`?pay=1`), where the card goes through the gateway again. Its name says which order, as a list
 * holds several of these buttons.
 */
export function PayAgainLink({ orderId, orderNumber: number }: { orderId: number; orderNumber: string }) {
  const orderNumber = asText(number);
  return (
    <ButtonLink
      to="/OrderDetails/$orderDetailsId"
      params={{ orderDetailsId: String(orderId) }}
      search={{ pay: true }}
      size="xs"
      // White on the default red is 3.3:1; its 8th shade reaches WCAG AA's 4.5:1.
      color="red.8"
      leftSection={<IconCreditCardRefund size={16} aria-hidden />}
    >
      <Trans>Pay again</Trans>
      <span className="visually-hidden">
        {' '}
        <Trans>
          for order <bdi>{orderNumber}</bdi>
        </Trans>
      </span>
    </ButtonLink>
  );
}
