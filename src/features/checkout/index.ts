// Checkout: its sections (address, courier, payment, coupon, summary), the totals for the method
// chosen, placing the order once and paying it by card through the gateway and its 3-D Secure,
// and an order's payment on its page (the return from the gateway, paying again).
export { CheckoutPage } from './CheckoutPage';
export { CheckoutSkeleton } from './CheckoutSkeleton';
export { shippingCompaniesQuery } from './queries';
export { OrderPayment } from './payment/OrderPayment';
export { readGatewayReturn } from './payment/gatewayReturn';
