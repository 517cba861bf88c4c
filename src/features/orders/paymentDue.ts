import type { Order } from './queries';

/** 'pay' for a card order not paid yet, 'repay' for one whose payment failed (E's CardPaymentForm modes). */
export type PaymentDue = 'pay' | 'repay';

/**
 * Whether the shopper can pay an order by card now, and how: an order whose payment failed
 * (status key `re_paid`) is paid again; a card order still pending, with no successful
 * transaction (the shopper left before paying, or 3-D Secure was abandoned), is paid for the
 * first time ("Complete payment"). Anything else has nothing to pay here.
 */
export function paymentDue(
  order: Pick<Order, 'status' | 'payment_method' | 'payment_status'> & Partial<Pick<Order, 'transactions'>>,
): PaymentDue | undefined {
  if (order.status.key === 're_paid') return 'repay';
  const unpaidCard =
    order.payment_method === 'card' &&
    order.status.key === 'pending' &&
    order.payment_status === 'pending' &&
    // A list's summary has no transactions: its payment status says the same.
    !order.transactions?.some((transaction) => transaction.status === 'success');
  return unpaidCard ? 'pay' : undefined;
}
