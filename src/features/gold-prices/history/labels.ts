import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '../../../../sdk';
import { formatMoney, formatUsd } from '../../../shared/format';
import type { GoldPricePeriod, PriceChoice } from './pricesSearch';

// The page's words for its choices, kept out of pricesSearch.ts: the route's search validation
// is in the first page's code, these are only the gold prices page's.

export const PERIOD_LABELS: Record<GoldPricePeriod, MessageDescriptor> = {
  day: msg`Today`,
  week: msg`This week`,
  month: msg`This month`,
};

export const PRICE_LABELS: Record<PriceChoice, MessageDescriptor> = {
  '24k': msg`24K`,
  '21k': msg`21K`,
  '18k': msg`18K`,
  ounce: msg`Ounce (USD)`,
};

/** What a price is a price of, and in which money. */
export const PRICE_UNITS: Record<PriceChoice, MessageDescriptor> = {
  '24k': msg`Price per gram (SAR)`,
  '21k': msg`Price per gram (SAR)`,
  '18k': msg`Price per gram (SAR)`,
  ounce: msg`Price per ounce (USD)`,
};

/** Writes a price of the choice: riyals for a gram, US dollars for the ounce. */
export function priceFormatter(choice: PriceChoice, language: Language): (value: number) => string {
  return choice === 'ounce' ? (value) => formatUsd(value, language) : (value) => formatMoney(value, language);
}
