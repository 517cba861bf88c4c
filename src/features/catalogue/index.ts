// What the store sells, as every feature reads it: the products' and categories' queries, the
// product's type with its small helpers, its picture, and the optimistic toggle of its flags.
export { categoryLinkParams, useCategories, type Category } from './categories';
export * from './product';
export * from './queries';
export { ProductImage } from './ProductImage';
export { setPieceFlag, useProductToggle, type ProductToggle, type ToggleInput } from './pieceFlags';
