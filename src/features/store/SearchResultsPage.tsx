import type { ReactNode } from 'react';
import { emptyStates } from '../../shared/messages';
import { ListingPage } from './ListingPage';
import { SearchResultsTitle } from './ListingSkeleton';
import type { ListingSearch } from './listingSearch';

interface SearchResultsPageProps {
  text: string | undefined;
  search: ListingSearch;
  onSearchChange: (next: ListingSearch) => void;
  categories: ReactNode;
}

/** /products?search=…: the products whose title or subtitle holds the text. */
export function SearchResultsPage({ text, search, onSearchChange, categories }: SearchResultsPageProps) {
  return (
    <ListingPage
      title={<SearchResultsTitle text={text} />}
      aside={categories}
      scope={text ? { search: text } : {}}
      search={search}
      onSearchChange={onSearchChange}
      emptyMessage={text ? emptyStates.searchNoMatch : emptyStates.products}
    />
  );
}
