import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { confirmCardPayment } from '../payment';
import { allOrdersKey, orderQuery } from './queries';

/**
 * After 3-D Secure the gateway sends the shopper back with the payment's id (the payment
 * feature's gatewayReturn.ts reads it). The address is not proof of anything: the backend asks
 * the gateway (POST confirm-payment) and its answer decides what the page shows. Called once a payment id, also under StrictMode's double
 * effects and re-renders; `onConfirmed` then runs once (the page drops the gateway's params).
 * `confirmAgain` asks again about the same payment (a pending one, or after a failed call).
 */
export function usePaymentConfirmation(orderId: number, paymentId: string | undefined, onConfirmed: () => void) {
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
