import { Container, Grid, Skeleton, Stack } from '@mantine/core';
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

/** The page's shape while a slow product loads: its route's pendingComponent. */
export function ProductSkeleton() {
  return (
    <Container size="xl" py="xl" aria-busy="true">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Skeleton style={{ aspectRatio: '1 / 1' }} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Skeleton height={36} width="80%" />
            <Skeleton height={18} width="60%" />
            <Skeleton height={28} width="40%" />
            <Skeleton height={180} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
