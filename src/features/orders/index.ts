// The shopper's orders: the list, one order's details (with the card payment's outcome after the
// gateway and paying again), their queries and the status badge.
export { ordersQuery, orderQuery, type Order, type OrderSummary } from './api';
export { OrdersPage } from './OrdersPage';
export { OrderDetailsPage } from './OrderDetailsPage';
export { OrderStatusBadge } from './OrderStatusBadge';
export { validateOrdersSearch, validateOrderDetailsSearch, type OrdersSearch, type OrderDetailsSearch } from './orderSearch';
export { parseOrderId } from './orderId';
