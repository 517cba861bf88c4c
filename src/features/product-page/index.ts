// One product's own page: its details, price breakdown, purchase panel, gallery, related pieces, comments and SEO.
export { ProductPage } from './ProductPage';
// In the route's first chunk (a skeleton shows before the page's code): light, on its own.
export { ProductSkeleton } from './ProductSkeleton';
export { ProductNotFound } from './ProductNotFound';
