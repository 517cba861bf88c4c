export { goldPricesPerGramQuery, goldPriceUsdQuery, GOLD_PRICE_REFRESH_MS } from './api';
export { isKarat, KARATS, pricePerGram, type GramPrices, type Karat } from './pricePerGram';
export { rememberPrice, trendOf, type PriceMemory, type Trend } from './trend';
export { useGoldPrices, type GoldPrices, type TrackedPrice } from './useGoldPrices';
