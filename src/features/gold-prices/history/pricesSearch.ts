import type { components } from '../../../../sdk';

export type GoldPricePeriod = components['schemas']['GoldPricePeriod'];
export type GoldPricePoint = components['schemas']['GoldPricePoint'];

/** The prices a point holds: a gram of each karat in riyals, the ounce in US dollars. */
export type PriceKey = Exclude<keyof GoldPricePoint, 'at'>;

/** The page's choices, in the order the shopper sees them; the first is the default. */
export const PERIODS: readonly GoldPricePeriod[] = ['day', 'week', 'month'];
export const PRICES = ['24k', '21k', '18k', 'ounce'] as const;
export type PriceChoice = (typeof PRICES)[number];

/** Which field of a point a choice reads. */
export const PRICE_KEYS: Record<PriceChoice, PriceKey> = {
  '24k': 'price_gram_24k',
  '21k': 'price_gram_21k',
  '18k': 'price_gram_18k',
  ounce: 'price_ounce_usd',
};

/** What /gold-prices keeps in the address bar; a missing key is the default (today, 24k). */
export interface GoldPricesSearch {
  period?: Exclude<GoldPricePeriod, 'day'>;
  price?: Exclude<PriceChoice, '24k'>;
}

/** The route's `validateSearch`: keeps what is valid and drops the rest, so an old link still opens. */
export function validateGoldPricesSearch(raw: Record<string, unknown>): GoldPricesSearch {
  const period = PERIODS.find((p) => p !== 'day' && p === raw.period) as GoldPricesSearch['period'];
  const price = PRICES.find((p) => p !== '24k' && p === raw.price) as GoldPricesSearch['price'];
  return { period, price };
}
