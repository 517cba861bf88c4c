import { SlideCarousel } from '../../shared/ui/carousel';
import { ProductCard } from './card/ProductCard';
import type { Product } from '../catalogue';

/** The product sections' carousel turns every 6 s. */
const PRODUCT_CAROUSEL_DELAY = 6000;

/**
 * Product cards in a row that slides (home sections, related products): one card on a small
 * phone, up to four on a desktop. `label` names the region (usually the section's title).
 */
export function ProductCarousel({ products, label, delay = PRODUCT_CAROUSEL_DELAY }: { products: Product[]; label: string; delay?: number }) {
  return (
    <SlideCarousel label={label} delay={delay} slideSize={{ base: '80%', xs: '50%', sm: '33.333%', lg: '25%' }} slideGap="md">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </SlideCarousel>
  );
}
