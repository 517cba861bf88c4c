import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { relatedProductsQuery } from '../catalogue';
import { ProductCarousel } from '../products';

/**
 * Products related to this one, in a carousel. Nothing is shown while they load, when there
 * are none or when the call fails: the page is complete without them.
 */
export function RelatedProducts({ productId }: { productId: number }) {
  const { t } = useLingui();
  const headingId = useId();
  const related = useQuery(relatedProductsQuery(productId));
  const products = related.data?.data ?? [];
  if (products.length === 0) return null;
  const title = t`Related products`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" mt={48}>
      <Title order={2} id={headingId} fz="h3">
        {title}
      </Title>
      <ProductCarousel products={products} label={title} />
    </Stack>
  );
}
