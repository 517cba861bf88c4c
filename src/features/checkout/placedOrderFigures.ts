import type { components } from '../../../sdk';
import { PERSONAL_ID_THRESHOLD } from './checkoutConstants';
import type { CheckoutTotals } from './checkoutTotals';
import type { SummaryItem } from './SummaryItems';

type Order = components['schemas']['Order'];
type OrderItem = components['schemas']['OrderItem'];

/**
 * The sums of an order already placed, as the summary shows them: the server's figures, which are
 * the ones the card is charged. Its `discount` holds the coupon and any 3% together.
 */
export function placedTotals(order: Order): CheckoutTotals {
  return {
    subtotal: order.subtotal,
    discount: order.discount,
    coupon: null,
    bankTransferDiscount: 0,
    delivery: order.delivery_cost,
    vat: order.vat,
    total: order.total,
    needsPersonalId: order.total > PERSONAL_ID_THRESHOLD,
  };
}

export function orderItem(item: OrderItem): SummaryItem {
  return { id: item.id, title: item.title, quantity: item.quantity, total: item.total_price, imageUrl: item.image.url };
}
