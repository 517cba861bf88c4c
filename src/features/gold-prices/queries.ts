import type { components } from '../../../sdk';
import { api } from '../../shared/api';

/** Both gold prices are polled every 30 s (not while the tab is hidden). */
const GOLD_PRICE_REFRESH_MS = 30_000;

/**
 * Prices more than 10 s old are asked for again as the app starts (and when the tab comes back): a
 * guest's page nginx kept can be minutes old (deploy/README.md, "The page cache"); a page just
 * rendered is not.
 */
const GOLD_PRICE_FRESH_MS = 10_000;

const polling = { refetchInterval: GOLD_PRICE_REFRESH_MS, staleTime: GOLD_PRICE_FRESH_MS } as const;

/** GET /gold-today-usa: the price of a troy ounce in US dollars (body.price). */
export const goldPriceUsdQuery = () => api.queryOptions('get', '/gold-today-usa', {}, polling);

/** GET /gold-today: the price of a gram in Saudi riyals for 24k, 21k and 18k. */
export const goldPricesPerGramQuery = () => api.queryOptions('get', '/gold-today', {}, polling);

/** GET /gold-prices/history: the prices of the last day, week or month, for the gold prices page. */
export const goldPriceHistoryQuery = (period: components['schemas']['GoldPricePeriod']) =>
  // Refreshed now and then only: the live prices above (polled every 30 s) are its latest point.
  api.queryOptions('get', '/gold-prices/history', { params: { query: { period } } }, { staleTime: GOLD_PRICE_REFRESH_MS, refetchInterval: 5 * 60_000 });
