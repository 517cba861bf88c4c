import { describe, expect, it } from 'vitest';
import { compareFigures, lowestPricePerPureGram } from '../../src/features/compare/compareFigures';
import type { Product } from '../../src/features/catalogue';

const prices = { price_gram_24k: 318.55, price_gram_21k: 278.73, price_gram_18k: 238.91 };

/** Only what the arithmetic reads; the rest of a product does not matter here. */
const product = (id: number, price: number, weight: number | null, karat: 18 | 21 | 24) =>
  ({ id, price, karat, varieties: [{ id: id * 10, weight }] }) as Product;

describe('compareFigures', () => {
  it('gives each product its weight, price per gram, gold value and what is paid above it', () => {
    const [bar, chain] = compareFigures([product(101, 34850, 100, 24), product(108, 5390.25, 15.3, 21)], prices);
    expect(bar).toMatchObject({ weight: 100, pricePerGram: 348.5, pricePerPureGram: 348.5, goldValue: 31855, premium: 2995 });
    // 5390.25 / 15.3 = 352.30…; 15.3 × 278.73 = 4264.569 → 4264.57; 5390.25 − 4264.57 = 1125.68
    // A 21K gram is 21/24 of a gram of gold: 5390.25 / (15.3 × 0.875) = 402.63…
    expect(chain).toMatchObject({ weight: 15.3, pricePerGram: 352.3, pricePerPureGram: 402.63, goldValue: 4264.57, premium: 1125.68 });
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

describe('lowestPricePerPureGram', () => {
  it('names the product with the lowest price per gram of pure gold', () => {
    const compared = compareFigures([product(101, 34850, 100, 24), product(102, 3545.5, 10, 24), product(109, 1450, null, 18)], prices);
    expect(lowestPricePerPureGram(compared)).toEqual(new Set([101]));
  });

  it('compares like with like: an 18K gram is three quarters of a 24K one', () => {
    // 250 a gram of 18K is 333.33 a gram of gold: dearer than 24K at 300, though cheaper by the gram.
    const compared = compareFigures([product(1, 250, 1, 18), product(2, 300, 1, 24)], prices);
    expect(compared.map((item) => item.pricePerPureGram)).toEqual([333.33, 300]);
    expect(lowestPricePerPureGram(compared)).toEqual(new Set([2]));
  });

  it('names every product that ties for the lowest', () => {
    // 300 for 1 g of 24K; 525 for 2 g of 21K (1.75 g of gold); 700 for 2 g of 18K (1.5 g: 466.67).
    const compared = compareFigures([product(1, 300, 1, 24), product(2, 525, 2, 21), product(3, 700, 2, 18)], prices);
    expect(lowestPricePerPureGram(compared)).toEqual(new Set([1, 2]));
  });

  it('names none when fewer than two products have a price per gram', () => {
    expect(lowestPricePerPureGram(compareFigures([product(101, 34850, 100, 24), product(109, 1450, null, 18)], prices))).toEqual(new Set());
    expect(lowestPricePerPureGram([])).toEqual(new Set());
  });
});
