// The gold prices page's arithmetic: the live price joined to the history, and the summary of it.
import { describe, expect, it } from 'vitest';
import { summarize, withLivePoint } from '../../src/features/gold-prices/history/priceHistory';
import { validateGoldPricesSearch } from '../../src/features/gold-prices';

const point = (at: string, price: number) => ({ at, price_gram_24k: price, price_gram_21k: price * 0.875, price_gram_18k: price * 0.75, price_ounce_usd: price * 8.32 });
const history = [point('2025-06-01T08:00:00Z', 316), point('2025-06-01T07:00:00Z', 318), point('2025-06-01T09:00:00Z', 317.5)];

describe('withLivePoint', () => {
  it('puts the points in time order and adds the live prices as a point of their own when taken later', () => {
    const points = withLivePoint(history, { prices: { price_gram_24k: 320 }, at: '2025-06-01T09:30:00Z' });
    expect(points.map((p) => [p.at, p.price_gram_24k])).toEqual([
      ['2025-06-01T07:00:00Z', 318],
      ['2025-06-01T08:00:00Z', 316],
      ['2025-06-01T09:00:00Z', 317.5],
      ['2025-06-01T09:30:00Z', 320],
    ]);
    // A live price still unknown keeps the last point's.
    expect(points.at(-1)!.price_ounce_usd).toBe(317.5 * 8.32);
  });

  it('gives the last point the live prices when they are not later (or have no time)', () => {
    for (const at of ['2025-06-01T09:00:00Z', '2025-05-01T00:00:00Z', undefined]) {
      const points = withLivePoint(history, { prices: { price_gram_24k: 319 }, at });
      expect(points).toHaveLength(3);
      expect(points.at(-1)).toMatchObject({ at: '2025-06-01T09:00:00Z', price_gram_24k: 319 });
    }
  });

  it('leaves the history as it is without live prices, and an empty one empty', () => {
    expect(withLivePoint(history, { prices: {} }).map((p) => p.price_gram_24k)).toEqual([318, 316, 317.5]);
    expect(withLivePoint([], { prices: { price_gram_24k: 319 }, at: '2025-06-01T09:30:00Z' })).toEqual([]);
  });
});

describe('summarize', () => {
  it('says the latest, the high, the low and the change since the first, to the cent and in percent', () => {
    const points = withLivePoint(history, { prices: {} });
    expect(summarize(points, 'price_gram_24k')).toEqual({ latest: 317.5, high: 318, low: 316, change: -0.5, changePercent: (-0.5 / 318) * 100 });
    expect(summarize([point('2025-06-01T07:00:00Z', 318.1), point('2025-06-01T08:00:00Z', 318.23)], 'price_gram_24k')!.change).toBe(0.13);
    expect(summarize([], 'price_gram_24k')).toBeUndefined();
  });
});

describe('validateGoldPricesSearch', () => {
  it('keeps a known period and price, and drops the defaults and anything else', () => {
    expect(validateGoldPricesSearch({ period: 'week', price: 'ounce' })).toEqual({ period: 'week', price: 'ounce' });
    expect(validateGoldPricesSearch({ period: 'day', price: '24k' })).toEqual({ period: undefined, price: undefined });
    expect(validateGoldPricesSearch({ period: 'year', price: 22 })).toEqual({ period: undefined, price: undefined });
  });
});
