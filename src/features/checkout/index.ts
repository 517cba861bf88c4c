// Checkout: the sections of SPEC §2, the totals for the method chosen, and placing the order once.
export { CheckoutPage } from './CheckoutPage';
export { checkoutTotals, type CheckoutTotals } from './checkoutTotals';
export { shippingCompaniesQuery } from './queries';
