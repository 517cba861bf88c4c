import type { components } from '../../../sdk';

/** The karats the store sells. */
export const KARATS = [24, 21, 18] as const;
export type Karat = (typeof KARATS)[number];

export type GramPrices = Pick<components['schemas']['GoldPricesPerGram'], 'price_gram_24k' | 'price_gram_21k' | 'price_gram_18k'>;

export function isKarat(value: unknown): value is Karat {
  return KARATS.includes(Number(value) as Karat);
}

/**
 * Today's price of one gram of gold of a karat, in Saudi riyals, from the GET /gold-today answer.
 * Undefined while the prices are unknown or for a karat the store does not sell.
 */
export function pricePerGram(karat: number | string, prices: GramPrices | undefined): number | undefined {
  if (!prices || !isKarat(karat)) return undefined;
  const byKarat: Record<Karat, number> = {
    24: prices.price_gram_24k,
    21: prices.price_gram_21k,
    18: prices.price_gram_18k,
  };
  return byKarat[Number(karat) as Karat];
}
