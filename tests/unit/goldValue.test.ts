import { describe, expect, it } from 'vitest';
import { pieceValue } from '../../src/features/products/goldValue';

const prices = { price_gram_24k: 318.55, price_gram_21k: 278.73, price_gram_18k: 238.91 };

describe('pieceValue', () => {
  it('divides the price by the weight for the price per gram', () => {
    expect(pieceValue({ price: 34850, weight: 100, karat: 24 }, prices).pricePerGram).toBe(348.5);
    expect(pieceValue({ price: 1000, weight: 3, karat: 21 }, prices).pricePerGram).toBe(333.33);
  });

  it('values the metal at today’s per-gram price of the piece’s karat', () => {
    expect(pieceValue({ price: 34850, weight: 100, karat: 24 }, prices).goldValue).toBe(31855);
    expect(pieceValue({ price: 2500, weight: 7.5, karat: 21 }, prices).goldValue).toBe(2090.48);
    expect(pieceValue({ price: 2500, weight: 7.5, karat: 18 }, prices).goldValue).toBe(1791.83);
  });

  it('gives what is paid above the metal, negative when the price is under it', () => {
    expect(pieceValue({ price: 34850, weight: 100, karat: 24 }, prices).premium).toBe(2995);
    expect(pieceValue({ price: 2000, weight: 7.5, karat: 21 }, prices).premium).toBe(-90.48);
  });

  it('follows new prices', () => {
    const higher = { ...prices, price_gram_21k: 280 };
    expect(pieceValue({ price: 2500, weight: 10, karat: 21 }, higher).goldValue).toBe(2800);
  });

  it('has nothing when the weight is unknown or zero', () => {
    expect(pieceValue({ price: 900, weight: null, karat: 21 }, prices)).toEqual({});
    expect(pieceValue({ price: 900, weight: 0, karat: 21 }, prices)).toEqual({});
  });

  it('keeps the price per gram but no gold value while today’s prices are unknown', () => {
    expect(pieceValue({ price: 900, weight: 4, karat: 21 }, undefined)).toEqual({ pricePerGram: 225, goldValue: undefined, premium: undefined });
  });

  it('has no gold value for a karat the store does not price', () => {
    expect(pieceValue({ price: 900, weight: 4, karat: 14 }, prices).goldValue).toBeUndefined();
  });
});
