import { msg } from '@lingui/core/macro';
import { pageMeta } from '../app/seo';
import { createFileRoute } from '@tanstack/react-router';
import { CategoryTree } from '../app/layout/header/CategoryTree';
import { categoriesQuery, productsQuery } from '../features/catalogue';
import { loadPageData } from '../shared/loadPageData';
import { toSearchText } from '../shared/searchText';
import { listingData, SearchResultsPage, SearchResultsSkeleton, toProductParams, validateListingSearch, type ListingSearch } from '../features/store';

interface SearchResultsSearch extends ListingSearch {
  search?: string;
}

export const Route = createFileRoute('/products/')({
  staticData: { title: msg`Search results` },
  validateSearch: (raw: Record<string, unknown>): SearchResultsSearch => {
    return { search: toSearchText(raw.search), ...validateListingSearch(raw) };
  },
  loaderDeps: ({ search }) => search,
  // The results on entering; another text, filter, sort or page keeps the page and waits in its grid.
  loader: ({ context, deps: { search, ...listing }, cause }) =>
    loadPageData(context, listingData(cause, productsQuery(toProductParams(listing, search ? { search } : {})), [categoriesQuery()])),
  // The searched text in the tab's title, as in the page's heading.
  head: ({ match }) => {
    const text = match.search.search;
    return text ? { meta: pageMeta(match.context, match.pathname, { title: match.context.i18n._(msg`Search results for “${text}”`) }) } : {};
  },
  component: SearchResults,
  pendingComponent: function SearchResultsPending() {
    return <SearchResultsSkeleton text={Route.useSearch().search} />;
  },
});

function SearchResults() {
  const { search: text, ...listing } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SearchResultsPage
      text={text}
      search={listing}
      onSearchChange={(next) => void navigate({ search: { search: text, ...next }, resetScroll: false })}
      categories={<CategoryTree />}
    />
  );
}
