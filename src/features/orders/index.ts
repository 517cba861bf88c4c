// The shopper's orders: the list, one order's details (with the card payment's outcome after the
// gateway and paying again), its simplified tax invoice, their queries and the status badge.
export { allOrdersKey, ordersQuery, orderQuery, invoiceQuery, type Order, type Invoice } from './queries';
export { OrdersPage } from './OrdersPage';
export { OrdersSkeleton } from './OrdersSkeleton';
export { OrderDetailsPage } from './OrderDetailsPage';
export { OrderDetailsSkeleton } from './OrderDetailsSkeleton';
export { InvoicePage } from './InvoicePage';
export { InvoiceSkeleton } from './InvoiceSkeleton';
export { validateOrdersSearch, validateOrderDetailsSearch } from './orderSearch';
export { OrderNotFound } from './OrderNotFound';
