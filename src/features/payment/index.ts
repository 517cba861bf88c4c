// Card payment through the gateway: the card form, its SPEC §5 rules and the payment itself.
// The card goes from the browser to the gateway only (gateway.ts); the store's API gets its id.
export { useCardForm, type CardValues, type CardForm } from './useCardForm';
export { CardFields } from './CardFields';
export { useCardPayment, type PayableOrder, type PaymentOutcome } from './useCardPayment';
export { useBackFromGateway } from './useBackFromGateway';
export { confirmCardPayment, type PaymentMode } from './api';
export { CardPaymentForm } from './CardPaymentForm';
export { readGatewayReturn, type GatewayReturn } from './gatewayReturn';
export { AcceptedBrands } from './AcceptedBrands';
export { BrandMark } from './BrandMark';
export { ACCEPTED_BRANDS, type CardBrand } from './cardRules';
