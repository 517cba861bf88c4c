import { Stack } from '@mantine/core';
import { CommentsSection } from './comments/CommentsSection';
import { RelatedProducts } from './RelatedProducts';

// The product page below the description, rendered once the shopper scrolls near it. Its code
// (product cards, carousel, the comment form and its checks) loads then, not with the page.
export function ProductLowerParts({ productId, rating, reviewsCount }: { productId: number; rating?: number; reviewsCount?: number }) {
  return (
    <>
      <RelatedProducts productId={productId} />
      <Stack mt={48}>
        <CommentsSection productId={productId} rating={rating} reviewsCount={reviewsCount} />
      </Stack>
    </>
  );
}
