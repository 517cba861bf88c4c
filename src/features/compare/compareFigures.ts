import type { GramPrices } from '../gold-prices';
import { weightOf, type Product } from '../catalogue';
import { pieceValue, type PieceValue } from '../products';

/** One compared product with what a gold buyer weighs its price against. */
export interface ComparedProduct extends PieceValue {
  product: Product;
  /** Grams, or null when the product does not say. */
  weight: number | null;
}

/**
 * The figures of every compared product: price per gram, today's gold value of the piece and
 * what is paid above the metal, from the live per-gram prices (undefined while they are unknown).
 */
export function compareFigures(products: readonly Product[], gramPrices: GramPrices | undefined): ComparedProduct[] {
  return products.map((product) => {
    const weight = weightOf(product);
    return { product, weight, ...pieceValue({ price: product.price, weight, karat: product.karat }, gramPrices) };
  });
}

/**
 * The ids of the products with the lowest price per gram (several when they tie). Empty unless at
 * least two products have a price per gram: a single product is not "the lowest" of anything.
 */
export function lowestPricePerGram(compared: readonly Pick<ComparedProduct, 'product' | 'pricePerGram'>[]): Set<number> {
  const known = compared.filter((item) => item.pricePerGram !== undefined);
  if (known.length < 2) return new Set();
  const lowest = Math.min(...known.map((item) => item.pricePerGram!));
  return new Set(known.filter((item) => item.pricePerGram === lowest).map((item) => item.product.id));
}
