import { Trans } from '@lingui/react/macro';
import { Container, SimpleGrid, Stack, Title } from '@mantine/core';
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
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} aria-busy={busy || undefined}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} ref={heading} tabIndex={-1}>
          <Trans>Favourites</Trans>
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
