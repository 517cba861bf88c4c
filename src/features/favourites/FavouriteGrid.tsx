import { Group, SimpleGrid, Stack } from '@mantine/core';
import { ProductCard, type Product } from '../products';
import { FavouriteActions } from './FavouriteActions';

/** Columns by screen width: two on a phone, up to four on a wide desktop. */
export const FAVOURITE_COLUMNS = { base: 2, sm: 3, lg: 4 } as const;

/** The favourites as a list (screen readers say how many), each card with its actions under it. */
export function FavouriteGrid({ products }: { products: Product[] }) {
  return (
    <SimpleGrid component="ul" cols={FAVOURITE_COLUMNS} spacing={{ base: 'xs', sm: 'md' }} p={0} m={0} style={{ listStyle: 'none' }}>
      {products.map((product, index) => (
        <Stack component="li" key={product.id} gap="xs">
          <ProductCard product={product} priority={index === 0} />
          <Group gap="xs" justify="center">
            <FavouriteActions product={product} />
          </Group>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
