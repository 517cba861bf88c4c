import { useSuspenseQuery } from '@tanstack/react-query';
import { productQuery } from '../catalogue';
import { ProductDetailsView } from './ProductDetailsView';

/**
 * /products/{productId}: the product, which its route's loader has put in the cache (an unknown
 * one is the route's "Product not found", a failure its error page).
 */
export function ProductPage({ productId }: { productId: number }) {
  // Keyed: another product starts afresh (its own counter and text), never showing the last one.
  return <LoadedProduct key={productId} id={productId} />;
}

function LoadedProduct({ id }: { id: number }) {
  const product = useSuspenseQuery(productQuery(id)).data;
  return <ProductDetailsView id={id} product={product.data} />;
}
