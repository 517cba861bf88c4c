import { apiClient } from '../../../shared/api';

// The store's side of a card payment: it is told the gateway's payment id (never the card), and
// asked to confirm with the gateway what became of it. The only module that calls these paths.

/** 'pay' for a newly placed card order, 'repay' for one whose payment failed (status key re_paid). */
export type PaymentMode = 'pay' | 'repay';

/** POST /orders/{orderId}/pay or /repay: records the gateway's payment id on the order. */
export async function recordCardPayment(orderId: number, paymentId: string, mode: PaymentMode): Promise<void> {
  await apiClient.POST(mode === 'pay' ? '/orders/{orderId}/pay' : '/orders/{orderId}/repay', {
    params: { path: { orderId } },
    body: { payment_id: paymentId },
  });
}

/** POST /orders/{orderId}/confirm-payment: the backend asks the gateway, and its answer is what counts. */
export async function confirmCardPayment(orderId: number, paymentId: string) {
  const { data } = await apiClient.POST('/orders/{orderId}/confirm-payment', {
    params: { path: { orderId } },
    body: { payment_id: paymentId },
  });
  // openapi-fetch answers without data only on an error, which the client already throws.
  return data!.data;
}
