import type { components } from '../../../sdk';

export type Product = components['schemas']['Product'];
export type ProductDetails = components['schemas']['ProductDetails'];
export type Comment = components['schemas']['Comment'];
export type Media = components['schemas']['Media'];

/** The product's weight in grams: the first variety carries it; null when unknown. */
export function weightOf(product: Pick<Product, 'varieties'>): number | null {
  const weight = product.varieties[0]?.weight;
  return typeof weight === 'number' && weight > 0 ? weight : null;
}

/** The first image of a product, for cards and lists; undefined when it has none. */
export function firstImageOf(product: Pick<Product, 'media'>): Media | undefined {
  return product.media.find((item) => item.type === 'image');
}

/** The address of a product's page: /products/{id}. */
export function productLinkParams(product: Pick<Product, 'id'>) {
  return { productId: product.id };
}
