import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { allOrdersKey, orderQuery, paymentDue, type Order, type PaymentDue } from '../../orders';
import { confirmCardPayment } from '../api';
import type { GatewayReturn, OrderPage } from './gatewayReturn';
import { PaymentResultBanner } from './PaymentResultBanner';
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
  const confirmation = usePaymentConfirmation(order.id, paymentReturn.id, onReturnHandled);
  const due = dueNow(order, confirmation, paymentReturn.id !== undefined);
  return (
    <>
      <PaymentResultBanner confirmation={confirmation} gatewayMessage={paymentReturn.message} />
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
function usePaymentConfirmation(orderId: number, paymentId: string | undefined, onConfirmed: () => void) {
  const queryClient = useQueryClient();
  const confirmation = useMutation({
    mutationKey: ['confirm-payment', orderId],
    mutationFn: (payment: string) => confirmCardPayment(orderId, payment),
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
  const confirm = useEffectEvent((payment: string) => confirmation.mutate(payment, { onSuccess: () => onConfirmed() }));

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

export type PaymentConfirmation = ReturnType<typeof usePaymentConfirmation>;
