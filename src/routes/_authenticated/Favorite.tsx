import { msg } from '@lingui/core/macro';
import { loadPageData } from '../../shared/loadPageData';
import { createFileRoute } from '@tanstack/react-router';
import { FavouritesPage } from '../../features/favourites';
import { wishlistQuery } from '../../features/products';

export const Route = createFileRoute('/_authenticated/Favorite')({
  staticData: { title: msg`Favourites` },
  // Start loading the list with the page's code; the page shows skeletons until it arrives.
  loader: ({ context }) => loadPageData(context.queryClient, { own: [wishlistQuery()] }),
  component: FavouritesPage,
});
