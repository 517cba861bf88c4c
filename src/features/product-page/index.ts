export { ProductPage } from './ProductPage';
export { ProductNotFound } from './ProductNotFound';
export { parseProductId } from './productId';
