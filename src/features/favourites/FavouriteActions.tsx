import type { Product } from '../products';

/** Add to cart and remove from the favourites, for one favourite. */
export function FavouriteActions({ product }: { product: Product }) {
  return <span data-product={product.id} />;
}
