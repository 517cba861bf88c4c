export { categoriesQuery, categoryLinkParams, useCategories, type Category } from './categories';
