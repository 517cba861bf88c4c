import type { components } from '../../../sdk';
import type { PlacedOrder } from './api';
import { PERSONAL_ID_THRESHOLD } from './checkoutConstants';
import { checkoutTotals, type CartSummary, type CheckoutTotals, type PaymentMethodId } from './checkoutTotals';
import { quoteItem, quoteTotals, type HeldQuote } from './quote';
import type { SummaryItem } from './SummaryItems';

type Order = components['schemas']['Order'];
type OrderItem = components['schemas']['OrderItem'];

/** What checkout's summary shows: its lines, its sums and the method they are for. */
interface ShownFigures {
  items: SummaryItem[];
  totals: CheckoutTotals;
  method: PaymentMethodId;
}

/** The cart as checkout has it before the first price is held, and the choices made on the form. */
interface CartFigures {
  summary: CartSummary;
  items: SummaryItem[];
  method: PaymentMethodId;
  /** The chosen courier's cost, when one is chosen. */
  delivery?: number;
}

/**
 * The one place that decides which figures checkout shows: the placed order's own (what the card
 * is charged), else the price held for this visit, else the cart's own until the first hold comes.
 */
export function shownFigures(placed: PlacedOrder | null, quote: HeldQuote | undefined, cart: CartFigures): ShownFigures {
  if (placed) return { items: placed.order.items.map(orderItem), totals: placedTotals(placed.order), method: placed.order.payment_method };
  if (quote) return { items: quote.lines.map(quoteItem), totals: quoteTotals(quote), method: cart.method };
  return { items: cart.items, totals: checkoutTotals(cart.summary, cart.method, cart.delivery), method: cart.method };
}

/**
 * The sums of an order already placed, as the summary shows them: the server's figures, which are
 * the ones the card is charged. Its `discount` holds the coupon and any 3% together.
 */
function placedTotals(order: Order): CheckoutTotals {
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

function orderItem(item: OrderItem): SummaryItem {
  return { id: item.id, title: item.title, quantity: item.quantity, total: item.total_price, imageUrl: item.image.url };
}
