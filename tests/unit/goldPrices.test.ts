import { describe, expect, it } from 'vitest';
import { isKarat, pricePerGram, rememberPrice, trendOf, type PriceMemory } from '../../src/features/gold-prices';

describe('trendOf', () => {
  it('is up when the price rose', () => {
    expect(trendOf(318.55, 319)).toBe('up');
  });

  it('is down when the price fell', () => {
    expect(trendOf(318.55, 318.5)).toBe('down');
  });

  it('is the same when equal or when a value is unknown', () => {
    expect(trendOf(318.55, 318.55)).toBe('same');
    expect(trendOf(undefined, 318.55)).toBe('same');
    expect(trendOf(318.55, undefined)).toBe('same');
  });
});

describe('rememberPrice', () => {
  it('takes the first value without a trend', () => {
    const memory = rememberPrice({}, 100);
    expect(memory).toEqual({ previous: undefined, current: 100 });
    expect(trendOf(memory.previous, memory.current)).toBe('same');
  });

  it('keeps the value before a change as the previous one', () => {
    const memory = rememberPrice({ current: 100 }, 101);
    expect(memory).toEqual({ previous: 100, current: 101 });
    expect(trendOf(memory.previous, memory.current)).toBe('up');
  });

  it('keeps the last move when a poll brings the same price', () => {
    const memory: PriceMemory = { previous: 101, current: 100 };
    expect(rememberPrice(memory, 100)).toBe(memory);
    expect(trendOf(memory.previous, memory.current)).toBe('down');
  });

  it('keeps the last good value when a poll fails', () => {
    const memory: PriceMemory = { previous: 99, current: 100 };
    expect(rememberPrice(memory, undefined)).toBe(memory);
  });
});

describe('pricePerGram', () => {
  const prices = { price_gram_24k: 318.55, price_gram_21k: 278.73, price_gram_18k: 238.91 };

  it('gives the price of a gram by karat', () => {
    expect(pricePerGram(24, prices)).toBe(318.55);
    expect(pricePerGram(21, prices)).toBe(278.73);
    expect(pricePerGram(18, prices)).toBe(238.91);
  });

  it('accepts the karat as text, as product data may carry it', () => {
    expect(pricePerGram('21', prices)).toBe(278.73);
  });

  it('is undefined for another karat or before the prices are known', () => {
    expect(pricePerGram(22, prices)).toBeUndefined();
    expect(pricePerGram(24, undefined)).toBeUndefined();
    expect(isKarat(14)).toBe(false);
    expect(isKarat(18)).toBe(true);
  });
});
