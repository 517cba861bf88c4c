export { ProductPage } from './ProductPage';
export { ProductNotFound } from './ProductNotFound';
export { productSeo } from './productSeo';
