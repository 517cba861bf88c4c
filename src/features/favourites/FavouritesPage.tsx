import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { FavouritesFrame } from './FavouritesSkeleton';
import { type Product } from '../catalogue';
import { favouriteRemoval, wishlistQuery } from '../products';
import { emptyStates } from '../../shared/messages';
import { useWrite } from '../../shared/writes';
import { FavouriteGrid } from './FavouriteGrid';

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
