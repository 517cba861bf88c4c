import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { isApiError } from '../../sdk';
import { parseProductId, ProductNotFound, ProductPage } from '../features/product-page';
import { productCommentsQuery, productQuery, relatedProductsQuery } from '../features/catalogue';
import { loadPageData } from '../shared/loadPageData';

export const Route = createFileRoute('/products/$productId')({
  // The tab shows the product's own title once it is there (see useDocumentTitle).
  staticData: { title: msg`Product` },
  // Fills the cache the page reads (also when the link is only hovered): one request, not two. An
  // unknown piece is the not-found page, with its 404.
  loader: async ({ context: { queryClient }, params, cause }) => {
    const id = parseProductId(params.productId);
    if (id === undefined) throw notFound();
    const lowerParts = cause === 'preload' ? undefined : loadPageData(queryClient, relatedProductsQuery(id), productCommentsQuery(id));
    try {
      await queryClient.ensureQueryData(productQuery(id));
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
    await lowerParts;
  },
  component: function ProductRoute() {
    const { productId } = Route.useParams();
    return <ProductPage productId={productId} />;
  },
  notFoundComponent: ProductNotFound,
});
