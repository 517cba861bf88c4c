import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { isApiError } from '../../sdk';
import { parseProductId, ProductNotFound, ProductPage } from '../features/product-page';
import { productCommentsQuery, productQuery, relatedProductsQuery } from '../features/catalogue';
import { preloadImage } from '../shared/preloadImage';

export const Route = createFileRoute('/products/$productId')({
  // The tab shows the product's own title once it is there (see useDocumentTitle).
  staticData: { title: msg`Product` },
  // Fills the cache the page reads (also when the link is only hovered): one request, not two.
  // The lower part (related products, comments) renders when scrolled near; once the page is
  // really opened, its calls start now so it is ready by then.
  loader: async ({ context, params, cause }) => {
    const id = parseProductId(params.productId);
    if (id === undefined) throw notFound();
    if (cause !== 'preload') {
      void context.queryClient.prefetchQuery(relatedProductsQuery(id));
      void context.queryClient.prefetchQuery(productCommentsQuery(id));
    }
    try {
      const product = await context.queryClient.ensureQueryData(productQuery(id));
      // The gallery's first picture is the page's largest paint: fetched now, not after the page's code.
      const first = product.data.media[0];
      if (cause !== 'preload' && first?.type === 'image') preloadImage(first.url);
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: function ProductRoute() {
    const { productId } = Route.useParams();
    return <ProductPage productId={productId} />;
  },
  notFoundComponent: ProductNotFound,
});
