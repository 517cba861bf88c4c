import { msg } from '@lingui/core/macro';
import { loadPageData } from '../../shared/loadPageData';
import { createFileRoute } from '@tanstack/react-router';
import { FavouritesPage, FavouritesSkeleton } from '../../features/favourites';
import { wishlistQuery } from '../../features/products';

export const Route = createFileRoute('/_authenticated/Favorite')({
  staticData: { title: msg`Favourites` },
  // The list with the page's code; a slow one shows the page's skeleton.
  loader: ({ context }) => loadPageData(context, { own: [wishlistQuery()] }),
  pendingComponent: FavouritesSkeleton,
  component: FavouritesPage,
});
