// The listings: the store, a category and the search results, with their filters, sort and pages in the address.
export { CategoryPage } from './CategoryPage';
export { categoryPath } from './categoryPath';
export { SearchResultsPage } from './SearchResultsPage';
export { StorePage } from './StorePage';
// In the routes' first chunk (they stand in for slow products before the page's code): light, on their own.
export { CategorySkeleton, SearchResultsSkeleton, StoreSkeleton } from './ListingSkeleton';
export { listingData, toProductParams, validateListingSearch, type ListingSearch } from './listingSearch';
