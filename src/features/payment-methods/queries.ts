import type { components } from '../../../sdk';
import { api } from '../../shared/api';

export type PaymentMethodOffer = components['schemas']['PaymentMethodOffer'];

/**
 * GET /payment-methods: the ways to pay the store offers, with their names and limits. The same
 * for every shopper (a guest too) and seldom changed, so it is kept a few minutes.
 */
export const paymentMethodsQuery = () => api.queryOptions('get', '/payment-methods', {}, { staleTime: 5 * 60_000 });

/**
 * The methods offered, each once (its first entry): a method is known by its key (the radio's
 * value, React's key, its pre-check), and nothing in the contract keeps the list from naming one twice.
 */
export const distinctOffers = (offers: readonly PaymentMethodOffer[]): PaymentMethodOffer[] =>
  offers.filter((offer, index) => offers.findIndex((other) => other.key === offer.key) === index);
