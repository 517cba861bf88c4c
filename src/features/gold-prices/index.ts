export { goldPriceHistoryQuery, goldPricesPerGramQuery, goldPriceUsdQuery, GOLD_PRICE_REFRESH_MS } from './queries';
export { GoldPricesPage, type GoldPricesPageProps } from './history/GoldPricesPage';
export { GOLD_PRICES_DESCRIPTION } from './history/pageHead';
export { validateGoldPricesSearch, type GoldPricesSearch } from './history/pricesSearch';
export { isKarat, KARATS, pricePerGram, type GramPrices, type Karat } from './pricePerGram';
export { rememberPrice, trendOf, type PriceMemory, type Trend } from './trend';
export { useGoldPrices, type GoldPrices, type TrackedPrice } from './useGoldPrices';
