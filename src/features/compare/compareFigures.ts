import type { GramPrices } from '../gold-prices';
import { weightOf, type Product } from '../catalogue';
import { pieceValue, type PieceValue } from '../products';
import { roundMoney } from '../../shared/money';

/** One compared product with what a gold buyer weighs its price against. */
export interface ComparedProduct extends PieceValue {
  product: Product;
  /** Grams, or null when the product does not say. */
  weight: number | null;
  /**
   * The price of a gram of the pure gold in it: price ÷ (weight × karat/24). 18K is 18 parts gold
   * in 24, so its grams are not 24K's: only this figure compares pieces of different karats.
   */
  pricePerPureGram?: number;
}

/**
 * The figures of every compared product: price per gram and per gram of pure gold, today's gold
 * value of the piece and what is paid above the metal, from the live per-gram prices (undefined
 * while they are unknown).
 */
export function compareFigures(products: readonly Product[], gramPrices: GramPrices | undefined): ComparedProduct[] {
  return products.map((product) => {
    const weight = weightOf(product);
    const value = pieceValue({ price: product.price, weight, karat: product.karat }, gramPrices);
    const pureGrams = weight && weight > 0 ? (weight * product.karat) / 24 : 0;
    return {
      product,
      weight,
      ...value,
      ...(value.pricePerGram !== undefined && pureGrams > 0 ? { pricePerPureGram: roundMoney(product.price / pureGrams) } : {}),
    };
  });
}

/**
 * The ids of the products with the lowest price per gram of pure gold (several when they tie):
 * like with like across karats. Empty unless at least two products have that figure: a single
 * product is not "the lowest" of anything.
 */
export function lowestPricePerPureGram(compared: readonly Pick<ComparedProduct, 'product' | 'pricePerPureGram'>[]): Set<number> {
  const known = compared.filter((item) => item.pricePerPureGram !== undefined);
  if (known.length < 2) return new Set();
  const lowest = Math.min(...known.map((item) => item.pricePerPureGram!));
  return new Set(known.filter((item) => item.pricePerPureGram === lowest).map((item) => item.product.id));
}
