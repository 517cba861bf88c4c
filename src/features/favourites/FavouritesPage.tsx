import { Trans, useLingui } from '@lingui/react/macro';
import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { type Product } from '../catalogue';
import { favouriteRemoval, ProductCardSkeleton, wishlistQuery } from '../products';
import { emptyStates } from '../../shared/messages';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { useWrite } from '../../shared/writes';
import { FavouriteGrid, FAVOURITE_COLUMNS } from './FavouriteGrid';

/** /Favorite: the signed-in shopper's favourites, each with add to cart and remove. */
export function FavouritesPage() {
  const { i18n } = useLingui();
  const list = useQuery(wishlistQuery());
  const products = list.data?.data;
  const removal = useWrite(favouriteRemoval, { signedIn: true });
  const heading = useRef<HTMLHeadingElement>(null);

  const remove = (product: Product) => {
    removal.run({ product });
    // The card and its focused button leave at once: keep the keyboard on the page, not the body.
    heading.current?.focus();
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} ref={heading} tabIndex={-1}>
          <Trans>Favourites</Trans>
        </Title>
        {list.isPending ? (
          <SimpleGrid cols={FAVOURITE_COLUMNS} spacing={{ base: 'xs', sm: 'md' }} aria-hidden>
            {Array.from({ length: 4 }, (_, index) => (
              <ProductCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        ) : list.isError ? (
          <LoadFailed onRetry={() => void list.refetch()} />
        ) : products?.length ? (
          <FavouriteGrid products={products} onRemove={remove} />
        ) : (
          <Text ta="center" c="gray.7" py="xl" fz="lg">
            {i18n._(emptyStates.favorites)}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
