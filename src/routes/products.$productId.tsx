import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProductNotFound, ProductPage, productSeo } from '../features/product-page';
import { productCommentsQuery, productQuery, relatedProductsQuery, type ProductDetails } from '../features/catalogue';
import { loadPageData, ownDataFailed } from '../shared/loadPageData';
import { jsonLdScripts, pageMeta, tabTitle } from '../app/seo';
import { errors } from '../shared/messages';
import { parseRecordId } from '../shared/routeValues';

export const Route = createFileRoute('/products/$productId')({
  staticData: { title: msg`Product` },
  // Fills the cache the page reads (also when the link is only hovered): one request, not two. An
  // unknown piece is the not-found page, with its 404.
  loader: async ({ context: { queryClient }, params, cause }) => {
    const id = parseRecordId(params.productId);
    if (id === undefined) throw notFound();
    // The related pieces and the comments are the page's sections: without them it is still the page.
    const lowerParts = cause === 'preload' ? undefined : loadPageData(queryClient, { sections: [relatedProductsQuery(id), productCommentsQuery(id)] });
    await queryClient.ensureQueryData(productQuery(id)).catch(ownDataFailed);
    await lowerParts;
  },
  head: ({ match, params }) => {
    const id = parseRecordId(params.productId);
    // The loader has the answer in the cache; an unknown piece has none (the not-found page's head),
    // nor has a page whose answer did not come (the root's head says so).
    const answer = id ? match.context.queryClient.getQueryData<{ data: ProductDetails }>(productQuery(id).queryKey) : undefined;
    if (!answer && match.status === 'error') return {};
    if (!answer) return { meta: [{ title: tabTitle(match.context.i18n, match.context.i18n._(errors.productNotFound)) }] };
    const product = answer.data;
    const { jsonLd, ...seo } = productSeo(match.context.i18n, product);
    return { meta: pageMeta(match.context, match.pathname, seo), scripts: jsonLdScripts(...jsonLd) };
  },
  component: function ProductRoute() {
    const { productId } = Route.useParams();
    return <ProductPage productId={productId} />;
  },
  notFoundComponent: ProductNotFound,
});
