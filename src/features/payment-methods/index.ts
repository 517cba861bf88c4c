// The ways to pay the store offers (GET /payment-methods), for checkout and for the pages that
// show the instalment split (product page, quick view, cart): the query, the limits and the split.
export { distinctOffers, paymentMethodsQuery, type PaymentMethodOffer } from './queries';
export { instalmentSplits, withinLimits, type InstalmentSplit } from './instalmentSplits';
export { InstalmentSplits } from './InstalmentSplits';
