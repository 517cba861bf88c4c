// One product's own page: its details, price breakdown, purchase panel, gallery, related pieces, comments and SEO.
export { ProductPage, ProductSkeleton } from './ProductPage';
export { ProductNotFound } from './ProductNotFound';
export { productSeo } from './productSeo';
