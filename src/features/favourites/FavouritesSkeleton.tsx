import { Trans } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { PageFrame } from '../../shared/ui/PageFrame';
import type { ReactNode, Ref } from 'react';
import { ProductCardSkeleton } from '../products';
import { FAVOURITE_COLUMNS } from './FavouriteGrid';

/** The page's shape while slow favourites load (its route's pendingComponent): a row of cards. */
export function FavouritesSkeleton() {
  return (
    <FavouritesFrame busy>
      <SimpleGrid cols={FAVOURITE_COLUMNS} spacing={{ base: 'xs', sm: 'md' }} aria-hidden>
        {Array.from({ length: 4 }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    </FavouritesFrame>
  );
}

export function FavouritesFrame({ heading, busy, children }: { heading?: Ref<HTMLHeadingElement>; busy?: boolean; children: ReactNode }) {
  return (
    <PageFrame title={<Trans>Favourites</Trans>} size="xl" gap="md" heading={heading} busy={busy}>
      {children}
    </PageFrame>
  );
}
