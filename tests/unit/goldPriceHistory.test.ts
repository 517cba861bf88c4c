// The gold prices page's arithmetic: the live price joined to the history, and the summary of it.
import { describe, expect, it } from 'vitest';
import { priceAxis } from '../../src/features/gold-prices/history/priceAxis';
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

describe('priceAxis', () => {
  it('gives round ticks around the prices, with the decimals their step needs', () => {
    expect(priceAxis([317.07, 319.23])).toEqual({ ticks: [317, 317.5, 318, 318.5, 319, 319.5], decimals: 1 });
    expect(priceAxis([311.35, 318.55])).toEqual({ ticks: [310, 312, 314, 316, 318, 320], decimals: 0 });
    expect(priceAxis([2590.5, 2650.4])).toEqual({ ticks: [2580, 2600, 2620, 2640, 2660], decimals: 0 });
    expect(priceAxis([318.5, 318.9])).toEqual({ ticks: [318.5, 318.6, 318.7, 318.8, 318.9], decimals: 1 });
  });

  it('draws an axis around a flat line, and for a price of a cent', () => {
    const flat = priceAxis([318.55, 318.55]);
    expect(flat.ticks[0]).toBeLessThanOrEqual(318.55);
    expect(flat.ticks.at(-1)).toBeGreaterThanOrEqual(318.55);
    expect(priceAxis([0.01, 0.01]).ticks.length).toBeGreaterThan(0);
  });
});
