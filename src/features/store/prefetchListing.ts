import type { QueryClient } from '@tanstack/react-query';
import { preloadImage } from '../../shared/preloadImage';
import { productsQuery, type ProductListParams, firstImageOf } from '../catalogue';

/**
 * Starts a listing's call while the page's code still loads, and once it has answered the first
 * product's picture, the page's largest paint (LCP). Not for a link only hovered ('preload'): its
 * picture may never be shown. The page shows skeletons until the products arrive.
 */
export function prefetchListing(queryClient: QueryClient, params: ProductListParams, cause: 'preload' | 'enter' | 'stay') {
  queryClient.fetchQuery(productsQuery(params)).then(
    (answer) => {
      const image = answer.data[0] && firstImageOf(answer.data[0]);
      if (cause !== 'preload' && image) preloadImage(image.url);
    },
    // As prefetchQuery: a failed call is the page's to show (and retry), not the loader's.
    () => {},
  );
}
