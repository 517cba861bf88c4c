import { describe, expect, it } from 'vitest';
import { compareFigures, lowestPricePerGram } from '../../src/features/compare/compareFigures';
import type { Product } from '../../src/features/catalogue';

const prices = { price_gram_24k: 318.55, price_gram_21k: 278.73, price_gram_18k: 238.91 };

/** Only what the arithmetic reads; the rest of a product does not matter here. */
const product = (id: number, price: number, weight: number | null, karat: 18 | 21 | 24) =>
  ({ id, price, karat, varieties: [{ id: id * 10, weight }] }) as Product;

describe('compareFigures', () => {
  it('gives each product its weight, price per gram, gold value and what is paid above it', () => {
    const [bar, chain] = compareFigures([product(101, 34850, 100, 24), product(108, 5390.25, 15.3, 21)], prices);
    expect(bar).toMatchObject({ weight: 100, pricePerGram: 348.5, goldValue: 31855, premium: 2995 });
    // 5390.25 / 15.3 = 352.30…; 15.3 × 278.73 = 4264.569 → 4264.57; 5390.25 − 4264.57 = 1125.68
    expect(chain).toMatchObject({ weight: 15.3, pricePerGram: 352.3, goldValue: 4264.57, premium: 1125.68 });
  });

  it('leaves the figures out for a product without a weight', () => {
    const [necklace] = compareFigures([product(109, 1450, null, 18)], prices);
    expect(necklace).toEqual({ product: expect.objectContaining({ id: 109 }), weight: null });
  });

  it('keeps the price per gram while today’s gold prices are unknown', () => {
    const [coin] = compareFigures([product(105, 1275, 4, 21)], undefined);
    expect(coin).toMatchObject({ pricePerGram: 318.75, goldValue: undefined, premium: undefined });
  });
});

describe('lowestPricePerGram', () => {
  it('names the product with the lowest price per gram', () => {
    const compared = compareFigures([product(101, 34850, 100, 24), product(102, 3545.5, 10, 24), product(109, 1450, null, 18)], prices);
    expect(lowestPricePerGram(compared)).toEqual(new Set([101]));
  });

  it('names every product that ties for the lowest', () => {
    const compared = compareFigures([product(1, 300, 1, 24), product(2, 600, 2, 21), product(3, 700, 2, 18)], prices);
    expect(lowestPricePerGram(compared)).toEqual(new Set([1, 2]));
  });

  it('names none when fewer than two products have a price per gram', () => {
    expect(lowestPricePerGram(compareFigures([product(101, 34850, 100, 24), product(109, 1450, null, 18)], prices))).toEqual(new Set());
    expect(lowestPricePerGram([])).toEqual(new Set());
  });
});
