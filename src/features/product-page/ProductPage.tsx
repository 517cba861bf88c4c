import { Container, Grid, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../sdk';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { productQuery } from '../catalogue';
import { ProductDetailsView } from './ProductDetailsView';
import { ProductNotFound } from './ProductNotFound';

/** /products/{productId}: the product, or "Product not found" for an unknown one (404). */
export function ProductPage({ productId }: { productId: number }) {
  // Keyed: another product starts afresh (its own skeleton, counter and text), never showing the last one.
  return <LoadedProduct key={productId} id={productId} />;
}

function LoadedProduct({ id }: { id: number }) {
  const product = useQuery(productQuery(id));
  const data = product.data;
  if (product.isError) {
    // The bindings type the error as the contract's error bodies; at run time it is an ApiError.
    const error: unknown = product.error;
    if (isApiError(error) && error.status === 404) return <ProductNotFound />;
    return (
      <Container size="sm" py="xl">
        <LoadFailed onRetry={() => void product.refetch()} />
      </Container>
    );
  }
  // Until the product has loaded (in the browser only: the server waits for it).
  return data ? <ProductDetailsView id={id} product={data.data} /> : <ProductSkeleton />;
}

/** The page's shape while the product loads (the route loader usually has it ready already). */
function ProductSkeleton() {
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
