import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHourglass, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '../../../../sdk';
import { errors } from '../../../shared/messages';
import { Money } from '../../../shared/ui/Money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { allOrdersKey, orderQuery, paymentDue, type Order, type PaymentDue } from '../../orders';
import { confirmCardPayment } from '../api';
import type { GatewayReturn, OrderPage } from './gatewayReturn';
import { PayOrderSection } from './PayOrderSection';

interface OrderPaymentProps {
  order: Order;
  /** What the gateway appended to the order's address after 3-D Secure (gatewayReturn.ts). */
  paymentReturn: GatewayReturn;
  /** Came from the list's "Pay again": the card form takes the keyboard. */
  focusOnOpen?: boolean;
  /** Takes the gateway's return out of the address once the payment is confirmed. */
  onReturnHandled: () => void;
  /** This order's page, where the gateway brings the shopper back. */
  orderPage: OrderPage;
}

/**
 * An order's payment on its page: the outcome of a card payment when the shopper comes back from
 * the gateway (confirmed by the backend, never by the address), and the card form while the
 * order is still to pay (for the first time, or again after a failure).
 */
export function OrderPayment({ order, paymentReturn, focusOnOpen, onReturnHandled, orderPage }: OrderPaymentProps) {
  const confirmation = usePaymentConfirmation(order.id, paymentReturn, onReturnHandled);
  const due = dueNow(order, confirmation, paymentReturn.id !== undefined);
  return (
    <>
      <PaymentResultBanner confirmation={confirmation} byCard={order.payment_method === 'card'} />
      {due && <PayOrderSection order={order} due={due} focusOnOpen={focusOnOpen} orderPage={orderPage} />}
    </>
  );
}

/**
 * Whether the card form is shown now. Right after the gateway's return, the confirmed answer
 * decides (the order may still read as before it): nothing while it is asked, pay again when it
 * failed, nothing when paid or still pending at the bank (a second payment must not start then).
 */
function dueNow(order: Order, confirmation: PaymentConfirmation, returning: boolean): PaymentDue | undefined {
  if (confirmation.isPending || (returning && confirmation.isIdle)) return undefined;
  const confirmed = confirmation.data?.payment_status;
  if (confirmed === 'failed') return 'repay';
  if (confirmed) return undefined;
  return paymentDue(order);
}

/**
 * After 3-D Secure the gateway sends the shopper back with the payment's id (gatewayReturn.ts
 * reads it). The address is not proof of anything: the backend asks
 * the gateway (POST confirm-payment) and its answer decides what the page shows. Called once a payment id, also under StrictMode's double
 * effects and re-renders; `onConfirmed` then runs once (the page drops the gateway's params).
 * `confirmAgain` asks again about the same payment (a pending one, or after a failed call).
 */
function usePaymentConfirmation(orderId: number, paymentReturn: GatewayReturn, onConfirmed: () => void) {
  const queryClient = useQueryClient();
  const paymentId = paymentReturn.id;
  // The return travels with the call: the banner still reads its words once they leave the address.
  const confirmation = useMutation({
    mutationKey: ['confirm-payment', orderId],
    mutationFn: (returned: GatewayReturn & { id: string }) => confirmCardPayment(orderId, returned.id),
    // The order's status, payment status and transactions have changed, here and in the list.
    onSuccess: async () => {
      // A first load of the order still on its way (the route's loader starts it with the page)
      // was answered before the confirmation; invalidating alone would keep that load and its old
      // status (TanStack Query joins a fetch in flight that has no data yet). Drop it, then ask again.
      await queryClient.cancelQueries({ queryKey: orderQuery(orderId).queryKey });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderQuery(orderId).queryKey }),
        queryClient.invalidateQueries({ queryKey: allOrdersKey }),
      ]);
    },
  });

  const asked = useRef<string | undefined>(undefined);
  const confirm = useEffectEvent((id: string) => confirmation.mutate({ ...paymentReturn, id }, { onSuccess: () => onConfirmed() }));

  useEffect(() => {
    // The ref survives StrictMode's second effect run: one call for one payment id.
    if (!paymentId || asked.current === paymentId) return;
    asked.current = paymentId;
    confirm(paymentId);
  }, [paymentId]);

  const confirmAgain = () => {
    if (confirmation.variables) confirmation.mutate(confirmation.variables);
  };

  return { ...confirmation, confirmAgain };
}

type PaymentConfirmation = ReturnType<typeof usePaymentConfirmation>;

interface PaymentResultBannerProps {
  confirmation: PaymentConfirmation;
  /** Paid by a card typed here, which can be paid again with another card. */
  byCard: boolean;
}

/** What became of the payment the shopper just made, as the backend confirms it with the gateway. */
function PaymentResultBanner({ confirmation, byCard }: PaymentResultBannerProps) {
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
    // The return address's words: the gateway's reason only when the backend gives none.
    const returned = confirmation.variables;
    const reason = transaction?.reason || returned?.message;
    // The shopper left the provider's page without a plan: not an error of theirs or ours.
    const cancelled = returned?.status === 'cancelled';
    return (
      <Alert role="alert" color={cancelled ? 'yellow' : 'red'} icon={<IconAlertTriangle aria-hidden />} title={cancelled ? t`Payment cancelled` : t(errors.paymentFailed)}>
        {reason && <Text fz="sm">{reason}</Text>}
        <Text fz="sm" mt={4}>
          {byCard ? (
            <Trans>The payment did not go through. You can pay again with the same card or another one below.</Trans>
          ) : (
            <Trans>The order is not paid yet. You can pay it below.</Trans>
          )}
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
