import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import belowFold from '../../shared/ui/belowFold.module.css';
import { HydrateWhenNear } from '../../shared/ui/HydrateWhenNear';
import type { ProductDetails } from '../catalogue';
import { CommentsSection } from './comments/CommentsSection';
import { ProductDescription } from './ProductDescription';
import { RelatedProducts } from './RelatedProducts';

// The product page below its first screen: the description, related pieces and comments, each
// hydrated as the shopper nears it.
export function ProductLowerParts({ productId, product }: { productId: number; product: ProductDetails }) {
  const descriptionId = useId();
  return (
    <div className={belowFold.eachSection}>
      <HydrateWhenNear>
        <Stack component="section" aria-labelledby={descriptionId} gap="sm" mt={48}>
          <Title order={2} id={descriptionId} fz="h3">
            <Trans>Description</Trans>
          </Title>
          <ProductDescription html={product.description} />
        </Stack>
      </HydrateWhenNear>
      <HydrateWhenNear>
        <RelatedProducts productId={productId} />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <Stack mt={48}>
          <CommentsSection productId={productId} rating={product.rating} reviewsCount={product.reviews_count} />
        </Stack>
      </HydrateWhenNear>
    </div>
  );
}
