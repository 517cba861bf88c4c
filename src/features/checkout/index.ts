// Checkout: its sections (address, courier, payment, coupon, summary), the totals for the method
// chosen, placing the order once and paying it (card and 3-D Secure, Apple Pay, STC Pay at the
// gateway; instalments on the provider's page; bank transfer), and an order's payment on its page
// (the return from the gateway or the provider, paying again).
export { CheckoutPage } from './CheckoutPage';
export { CheckoutSkeleton } from './CheckoutSkeleton';
export { shippingCompaniesQuery } from './queries';
export { OrderPayment } from './payment/OrderPayment';
export { readGatewayReturn } from './payment/gatewayReturn';
