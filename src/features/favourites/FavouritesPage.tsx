import { Trans, useLingui } from '@lingui/react/macro';
import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRef, type ReactNode, type Ref } from 'react';
import { type Product } from '../catalogue';
import { favouriteRemoval, ProductCardSkeleton, wishlistQuery } from '../products';
import { emptyStates } from '../../shared/messages';
import { useWrite } from '../../shared/writes';
import { FavouriteGrid, FAVOURITE_COLUMNS } from './FavouriteGrid';

/** /Favorite: the signed-in shopper's favourites (its route's loader has them), each with add to cart and remove. */
export function FavouritesPage() {
  const { i18n } = useLingui();
  const products = useSuspenseQuery(wishlistQuery()).data.data;
  const removal = useWrite(favouriteRemoval, { signedIn: true });
  const heading = useRef<HTMLHeadingElement>(null);

  const remove = (product: Product) => {
    removal.run({ product });
    // The card and its focused button leave at once: keep the keyboard on the page, not the body.
    heading.current?.focus();
  };

  return (
    <FavouritesFrame heading={heading}>
      {products.length ? (
        <FavouriteGrid products={products} onRemove={remove} />
      ) : (
        <Text ta="center" c="gray.7" py="xl" fz="lg">
          {i18n._(emptyStates.favorites)}
        </Text>
      )}
    </FavouritesFrame>
  );
}

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

function FavouritesFrame({ heading, busy, children }: { heading?: Ref<HTMLHeadingElement>; busy?: boolean; children: ReactNode }) {
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
