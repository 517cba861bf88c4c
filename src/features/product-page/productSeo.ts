import { breadcrumbs, type PageContext, type PageSeo } from '../../app/seo';
import { firstImageOf, type ProductDetails } from '../catalogue';


/** The text of the API's HTML, for a description of at most `length` characters. */
function plainText(html: string, length = 160): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

/** A product's preview picture: a 1200×630 JPEG the server makes from its first picture. */
const productPreviewImage = (id: number) => `/og/products/${id}.jpg`;

/** What a product's page says to link previews and search engines, with its structured data. */
export function productSeo(context: PageContext, product: ProductDetails): PageSeo & { jsonLd: object[] } {
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
