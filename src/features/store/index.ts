export { CategoryPage } from './CategoryPage';
export { categoryPath } from './categoryPath';
export { SearchResultsPage } from './SearchResultsPage';
export { StorePage } from './StorePage';
export { toProductParams, validateListingSearch, type ListingSearch } from './listingSearch';
