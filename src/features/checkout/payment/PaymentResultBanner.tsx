import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHourglass, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '../../../../sdk';
import { errors } from '../../../shared/messages';
import { Money } from '../../../shared/ui/Money';
import type { PaymentConfirmation } from './OrderPayment';

interface PaymentResultBannerProps {
  confirmation: PaymentConfirmation;
  /** The gateway's own words from the return address, only used when the backend gives no reason. */
  gatewayMessage?: string;
}

/** What became of the payment the shopper just made, as the backend confirms it with the gateway. */
export function PaymentResultBanner({ confirmation, gatewayMessage }: PaymentResultBannerProps) {
  const { t } = useLingui();
  if (confirmation.isIdle) return null;

  if (confirmation.isPending) {
    return (
      <Alert role="status" color="blue" icon={<Loader size={18} />} title={t`Confirming your payment…`}>
        <Trans>Please wait while we check the payment with the bank.</Trans>
      </Alert>
    );
  }

  if (confirmation.isError) {
    const error: unknown = confirmation.error;
    // A 422 carries the server's reason ("This payment is unknown for this order").
    const reason = isApiError(error) && error.status === 422 ? error.message : t(errors.somethingWentWrong);
    return (
      <Alert role="alert" color="red" icon={<IconAlertTriangle aria-hidden />} title={t`We could not confirm your payment`}>
        <Text fz="sm">{reason}</Text>
        <Button mt="sm" variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden />} onClick={confirmation.confirmAgain}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }

  const { payment_status: status, transaction } = confirmation.data;
  if (status === 'paid') {
    return (
      <Alert role="status" color="teal" icon={<IconCircleCheck aria-hidden />} title={t`Payment completed`}>
        {transaction ? (
          <Trans>
            We received your payment of <Money amount={transaction.amount} />. Thank you!
          </Trans>
        ) : (
          <Trans>We received your payment. Thank you!</Trans>
        )}
      </Alert>
    );
  }
  if (status === 'failed') {
    const reason = transaction?.reason || gatewayMessage;
    return (
      <Alert role="alert" color="red" icon={<IconAlertTriangle aria-hidden />} title={t(errors.paymentFailed)}>
        {reason && <Text fz="sm">{reason}</Text>}
        <Text fz="sm" mt={4}>
          <Trans>The payment did not go through. You can pay again with the same card or another one below.</Trans>
        </Text>
      </Alert>
    );
  }
  return (
    <Alert role="status" color="yellow" icon={<IconHourglass aria-hidden />} title={t`We are confirming your payment`}>
      <Text fz="sm">
        <Trans>The bank has not confirmed the payment yet. This can take a few minutes.</Trans>
      </Text>
      <Button mt="sm" variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={confirmation.confirmAgain}>
        <Trans>Refresh</Trans>
      </Button>
    </Alert>
  );
}
