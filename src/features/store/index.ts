// The listings: the store, a category and the search results, with their filters, sort and pages in the address.
export { CategoryPage } from './CategoryPage';
export { categoryPath } from './categoryPath';
export { SearchResultsPage } from './SearchResultsPage';
export { StorePage } from './StorePage';
export { toProductParams, validateListingSearch, type ListingSearch } from './listingSearch';
