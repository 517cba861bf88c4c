// The shopper's orders: the list, one order's details (its payment, the outcome after the gateway
// and paying again, is checkout's), its simplified tax invoice, their queries and the status badge.
export { allOrdersKey, ordersQuery, orderQuery, invoiceQuery, type Order, type Invoice } from './queries';
export { OrdersPage } from './OrdersPage';
export { OrdersSkeleton } from './OrdersSkeleton';
export { OrderDetailsPage } from './OrderDetailsPage';
export { OrderDetailsSkeleton } from './OrderDetailsSkeleton';
export { InvoicePage } from './InvoicePage';
export { InvoiceSkeleton } from './InvoiceSkeleton';
export { validateOrdersSearch, validateOrderDetailsSearch } from './orderSearch';
export { paymentDue, type PaymentDue } from './paymentDue';
export { OrderNotFound } from './OrderNotFound';
export { PAYMENT_METHODS } from './statuses';
