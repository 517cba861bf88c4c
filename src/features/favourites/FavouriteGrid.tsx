import { SimpleGrid } from '@mantine/core';
import type { Product } from '../catalogue';
import { FavouriteCard } from './FavouriteCard';

/** Columns by screen width: two on a phone, up to four on a wide desktop (the first row is on the first screen). */
export const FAVOURITE_COLUMNS = { base: 2, sm: 3, lg: 4 } as const;

/** The favourites as a list, so screen readers say how many there are. */
export function FavouriteGrid({ products, onRemove }: { products: Product[]; onRemove: (product: Product) => void }) {
  return (
    <SimpleGrid component="ul" cols={FAVOURITE_COLUMNS} spacing={{ base: 'xs', sm: 'md' }} p={0} m={0} style={{ listStyle: 'none' }}>
      {products.map((product, index) => (
        <li key={product.id}>
          <FavouriteCard product={product} onRemove={onRemove} priority={index === 0} eager={index < 4} />
        </li>
      ))}
    </SimpleGrid>
  );
}
