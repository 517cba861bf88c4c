// Checkout: its sections (address, courier, payment, coupon, summary), the totals for the method
// chosen, and placing the order once.
export { CheckoutPage } from './CheckoutPage';
export { CheckoutSkeleton } from './CheckoutSkeleton';
export { shippingCompaniesQuery } from './queries';
