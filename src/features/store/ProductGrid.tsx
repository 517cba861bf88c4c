import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { type Product } from '../catalogue';
import belowFold from '../../shared/speed/belowFold.module.css';
import { BelowTheFold } from '../../shared/speed/belowTheFold';
import { ProductCard } from '../products';
import { GRID_COLUMNS } from './ListingSkeleton';
/** The most cards a first row holds: their pictures are on the first screen. */
const FIRST_ROW = 4;

/**
 * Products in a responsive grid, as a list so screen readers announce how many there are.
 * `firstIsPriority` marks the first card's image as the page's first image, and the first row's as
 * on the first screen (not lazy).
 */
export function ProductGrid({ products, firstIsPriority = true }: { products: Product[]; firstIsPriority?: boolean }) {
  const { t } = useLingui();
  return (
    <SimpleGrid component="ul" aria-label={t`Products`} className={belowFold.eachCard} cols={GRID_COLUMNS} spacing={{ base: 'xs', sm: 'md' }} verticalSpacing={{ base: 'xs', sm: 'md' }} p={0} m={0} style={{ listStyle: 'none' }}>
      {products.map((product, index) => {
        const card = <ProductCard product={product} priority={firstIsPriority && index === 0} eager={firstIsPriority && index < FIRST_ROW} />;
        // The first row is on the first screen; the rows below are hydrated as the shopper nears them.
        return <li key={product.id}>{index < FIRST_ROW ? card : <BelowTheFold>{card}</BelowTheFold>}</li>;
      })}
    </SimpleGrid>
  );
}
