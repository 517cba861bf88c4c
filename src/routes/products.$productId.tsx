import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProductNotFound, ProductPage, ProductSkeleton } from '../features/product-page';
import { firstImageOf, productCommentsQuery, productQuery, relatedProductsQuery, type ProductDetails } from '../features/catalogue';
import { paymentMethodsQuery } from '../features/payment-methods';
import { loadPageData } from '../shared/loadPageData';
import { breadcrumbs, jsonLdScripts, pageMeta, tabTitle, type PageContext, type PageSeo } from '../app/seo';
import { errors } from '../shared/messages';
import { recordIdParam } from '../shared/routeValues';

/** The text of the API's HTML, for a description of at most `length` characters. */
function plainText(html: string, length = 160): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

/** A product's preview picture: a 1200×630 JPEG the server makes from its first picture. */
const productPreviewImage = (id: number) => `/og/products/${id}.jpg`;

/** What a product's page says to link previews and search engines, with its structured data. */
function productSeo(context: PageContext, product: ProductDetails): PageSeo & { jsonLd: object[] } {
  const { origin } = context;
  const picture = firstImageOf(product);
  const description = plainText(product.description) || product.subtitle || product.title;
  const category = product.category;
  return {
    title: product.title,
    description,
    image: productPreviewImage(product.id),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.title,
        description,
        sku: String(product.variety_id),
        image: picture ? [new URL(picture.url, origin).href] : [],
        ...(category ? { category: category.title } : {}),
        offers: {
          '@type': 'Offer',
          url: `${origin}/products/${product.id}`,
          price: product.price.toFixed(2),
          priceCurrency: 'SAR',
          availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        },
      },
      breadcrumbs(context, category ? [category] : [], { name: product.title, item: `${origin}/products/${product.id}` }),
    ],
  };
}

export const Route = createFileRoute('/products/$productId')({
  staticData: { title: msg`Product` },
  // Read once: an address whose id cannot be a product's (0) is "Product not found", with its 404.
  params: recordIdParam('productId'),
  // Fills the cache the page reads (also when the link is only hovered): one request, not two.
  loader: async ({ context, params: { productId }, cause }) => {
    const { queryClient } = context;
    if (!productId) throw notFound();
    // The related pieces, the comments and the instalment split are the page's sections: without
    // them it is still the page. The ways to pay are the same for every page and kept a few
    // minutes, so a hover asks for them too and the split comes with the page.
    const pieceSections = cause === 'preload' ? [] : [relatedProductsQuery(productId), productCommentsQuery(productId)];
    const sections = [paymentMethodsQuery(), ...pieceSections];
    await loadPageData(context, { own: [productQuery(productId)], sections });
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
