export { goldPriceHistoryQuery, goldPricesPerGramQuery, goldPriceUsdQuery } from './queries';
export { GoldPricesPage } from './history/GoldPricesPage';
// In the route's first chunk (it stands in for a slow history before the page's code): light, on its own.
export { GoldPricesSkeleton } from './GoldPricesSkeleton';
export { GOLD_PRICES_DESCRIPTION } from './history/pageHead';
export { validateGoldPricesSearch, type GoldPricesSearch } from './history/pricesSearch';
export { isKarat, KARATS, pricePerGram, type GramPrices } from './pricePerGram';
export { rememberPrice, trendOf, type PriceMemory, type Trend } from './trend';
export { useGoldPrices, type TrackedPrice } from './useGoldPrices';
export { riyadhClock } from './pricesAsOf';
