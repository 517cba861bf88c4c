import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { components } from '../../../sdk';
import { goldPricesPerGramQuery, goldPriceUsdQuery } from './queries';
import type { Karat } from './pricePerGram';
import { rememberPrice, trendOf, type PriceMemory, type Trend } from './trend';

/** A price with the way it last moved. `value` stays undefined until the first answer. */
export interface TrackedPrice {
  value?: number;
  trend: Trend;
}

export interface GoldPrices {
  /** US dollars per troy ounce. */
  ounceUsd: TrackedPrice;
  /** Saudi riyals per gram, by karat. */
  perGram: Record<Karat, TrackedPrice>;
  /** The last good GET /gold-today answer, for `pricePerGram` (and its time, for the chart's live point). */
  gramPrices?: components['schemas']['GoldPricesPerGram'];
  /** When the per-gram prices came (ms since the epoch; the server's, for a page it rendered). */
  asOf?: number;
  /** True until both calls have answered (or failed) once. */
  isLoading: boolean;
}

type PriceKey = 'usd' | Karat;
type Memories = Record<PriceKey, PriceMemory>;

const KEYS: readonly PriceKey[] = ['usd', 24, 21, 18];
const EMPTY: Memories = { usd: {}, 24: {}, 21: {}, 18: {} };

function track(memory: PriceMemory): TrackedPrice {
  return { value: memory.current, trend: trendOf(memory.previous, memory.current) };
}

/** Logged only, never toasted: the strip keeps showing the last good values. */
function useLogFailure(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`Gold prices: ${what} failed`, error);
  }, [error, what]);
}

/**
 * The live gold prices: both calls polled every 30 s, each price
 * with its trend against the value it last changed from.
 */
export function useGoldPrices(): GoldPrices {
  const usd = useQuery(goldPriceUsdQuery());
  const grams = useQuery(goldPricesPerGramQuery());
  useLogFailure(usd.error, 'GET /gold-today-usa');
  useLogFailure(grams.error, 'GET /gold-today');

  // The previous values, updated while rendering when a new answer arrives (React's pattern for
  // state derived from the props of an earlier render; no extra effect pass).
  const [memories, setMemories] = useState<Memories>(EMPTY);
  const next: Memories = {
    usd: rememberPrice(memories.usd, usd.data?.price),
    24: rememberPrice(memories[24], grams.data?.price_gram_24k),
    21: rememberPrice(memories[21], grams.data?.price_gram_21k),
    18: rememberPrice(memories[18], grams.data?.price_gram_18k),
  };
  const changed = KEYS.some((key) => next[key] !== memories[key]);
  if (changed) setMemories(next);

  return {
    ounceUsd: track(next.usd),
    perGram: { 24: track(next[24]), 21: track(next[21]), 18: track(next[18]) },
    gramPrices: grams.data,
    asOf: grams.data ? grams.dataUpdatedAt : undefined,
    isLoading: usd.isPending || grams.isPending,
  };
}
