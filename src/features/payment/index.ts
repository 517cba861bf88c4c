// Card payment through the gateway: the card form, its rules, the payment itself, and the
// one phase of an order and its payment (orderPaymentFlow) that checkout and the pay form share.
// The card goes from the browser to the gateway only (gateway.ts); the store's API gets its id.
export { type CardForm } from './useCardForm';
export { CardFields } from './CardFields';
export { useOrderPayment } from './useOrderPayment';
export { EDITING, isInFlight, placedOrderOf } from './orderPaymentFlow';
export { confirmCardPayment } from './api';
export { CardPaymentForm } from './CardPaymentForm';
export { readGatewayReturn, type GatewayReturn } from './gatewayReturn';
export { BrandMark } from './BrandMark';
export { ACCEPTED_BRANDS } from './cardRules';
