import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import belowFold from '../../shared/ui/belowFold.module.css';
import type { ProductDetails } from '../catalogue';
import { CommentsSection } from './comments/CommentsSection';
import { ProductDescription } from './ProductDescription';
import { RelatedProducts } from './RelatedProducts';

// The product page below its first screen: the description, related pieces and comments.
export function ProductLowerParts({ productId, product }: { productId: number; product: ProductDetails }) {
  const descriptionId = useId();
  return (
    <div className={belowFold.eachSection}>
      <Stack component="section" aria-labelledby={descriptionId} gap="sm" mt={48}>
        <Title order={2} id={descriptionId} fz="h3">
          <Trans>Description</Trans>
        </Title>
        <ProductDescription html={product.description} />
      </Stack>
      <RelatedProducts productId={productId} />
      <Stack mt={48}>
        <CommentsSection productId={productId} rating={product.rating} reviewsCount={product.reviews_count} />
      </Stack>
    </div>
  );
}
