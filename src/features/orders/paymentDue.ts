import type { Order } from './queries';

/** 'pay' for an order not paid yet, 'repay' for one whose payment failed. */
export type PaymentDue = 'pay' | 'repay';

/**
 * Whether the shopper can pay an order online now, and how: an order whose payment failed
 * (status key `re_paid`) is paid again; an order paid online (card, wallet, instalments) still
 * pending, with no successful transaction (the shopper left before paying, abandoned 3-D Secure
 * or the provider's page), is paid for the first time ("Complete payment"). A bank transfer has
 * nothing to pay here.
 */
export function paymentDue(
  order: Pick<Order, 'status' | 'payment_method' | 'payment_status'> & Partial<Pick<Order, 'transactions'>>,
): PaymentDue | undefined {
  if (order.status.key === 're_paid') return 'repay';
  const unpaid =
    order.payment_method !== 'bank_transfer' &&
    order.status.key === 'pending' &&
    order.payment_status === 'pending' &&
    // A list's summary has no transactions: its payment status says the same.
    !order.transactions?.some((transaction) => transaction.status === 'success');
  return unpaid ? 'pay' : undefined;
}
