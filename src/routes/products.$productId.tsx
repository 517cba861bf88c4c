import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProductNotFound, ProductPage, productSeo, ProductSkeleton } from '../features/product-page';
import { productCommentsQuery, productQuery, relatedProductsQuery } from '../features/catalogue';
import { loadPageData } from '../shared/loadPageData';
import { jsonLdScripts, pageMeta, tabTitle } from '../app/seo';
import { errors } from '../shared/messages';
import { recordIdParam } from '../shared/routeValues';

export const Route = createFileRoute('/products/$productId')({
  staticData: { title: msg`Product` },
  // Read once: an address whose id cannot be a product's (0) is "Product not found", with its 404.
  params: recordIdParam('productId'),
  // Fills the cache the page reads (also when the link is only hovered): one request, not two.
  loader: async ({ context, params: { productId }, cause }) => {
    const { queryClient } = context;
    if (!productId) throw notFound();
    // The related pieces and the comments are the page's sections: without them it is still the page.
    const sections = cause === 'preload' ? [] : [relatedProductsQuery(productId), productCommentsQuery(productId)];
    await loadPageData(queryClient, { own: [productQuery(productId)], sections });
    const answer = await queryClient.ensureQueryData(productQuery(productId));
    return { seo: productSeo(context, answer.data) };
  },
  // An unknown piece has no product (the not-found page's head), nor has a page whose answer did
  // not come (the root's head says so).
  head: ({ match, loaderData }) => {
    const { i18n } = match.context;
    if (!loaderData) return match.status === 'error' ? {} : { meta: [{ title: tabTitle(i18n, i18n._(errors.productNotFound)) }] };
    const { jsonLd, ...seo } = loaderData.seo;
    return { meta: pageMeta(match.context, match.pathname, seo), scripts: jsonLdScripts(...jsonLd) };
  },
  component: function ProductRoute() {
    return <ProductPage productId={Route.useParams().productId} />;
  },
  pendingComponent: ProductSkeleton,
  notFoundComponent: ProductNotFound,
});
