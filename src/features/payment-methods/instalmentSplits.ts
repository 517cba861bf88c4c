import type { components } from '../../../sdk';
import { roundMoney } from '../../shared/money';
import { distinctOffers, type PaymentMethodOffer } from './queries';

/** What paying an amount by one instalment provider comes to: so many payments of so much each. */
export interface InstalmentSplit {
  key: components['schemas']['PaymentMethod'];
  /** The provider's name, in the shopper's language, as the backend gave it. */
  name: string;
  count: number;
  /** One payment, in SAR, to the halala. */
  each: number;
}

/** Whether a method takes an amount: its limits are inclusive, null for none. */
export const withinLimits = ({ min_total: min, max_total: max }: Pick<PaymentMethodOffer, 'min_total' | 'max_total'>, amount: number) =>
  (min === null || amount >= min) && (max === null || amount <= max);

/** The split of `amount` (SAR) by every instalment provider whose limits hold it, in the backend's order. */
export function instalmentSplits(methods: readonly PaymentMethodOffer[], amount: number): InstalmentSplit[] {
  if (!(amount > 0)) return [];
  return distinctOffers(methods).flatMap(({ key, kind, name, instalments: count, ...limits }) =>
    kind === 'instalments' && count !== null && count > 0 && withinLimits(limits, amount) ? [{ key, name, count, each: roundMoney(amount / count) }] : [],
  );
}
