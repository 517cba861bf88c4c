import { api } from '../../shared/api';

export { categoriesQuery } from './categories';

/** The filters and sort of GET /products (the store, a category, search results, suggestions). */
export interface ProductListParams {
  search?: string;
  category_id?: number;
  karat?: 18 | 21 | 24;
  sort?: 'suggest' | 'best_selling' | 'price_desc' | 'price_asc';
  page?: number;
  per_page?: number;
}

/** GET /products: one page of products with its paging meta. */
export const productsQuery = (query: ProductListParams) => api.queryOptions('get', '/products', { params: { query } });

/** GET /products/{id}: one product with its full description. */
export const productQuery = (id: number) => api.queryOptions('get', '/products/{id}', { params: { path: { id } } });

/** GET /products/{id}/related. */
export const relatedProductsQuery = (id: number) =>
  api.queryOptions('get', '/products/{id}/related', { params: { path: { id } } });

/** GET /products/{id}/comments: one page of comments and ratings. */
export const productCommentsQuery = (id: number, page = 1) =>
  api.queryOptions('get', '/products/{id}/comments', { params: { path: { id }, query: { page } } });
