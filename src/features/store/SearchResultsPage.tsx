import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { emptyStates } from '../../shared/messages';
import { ListingPage } from './ListingPage';
import type { ListingSearch } from './listingSearch';

interface SearchResultsPageProps {
  text: string | undefined;
  search: ListingSearch;
  onSearchChange: (next: ListingSearch) => void;
  categories: ReactNode;
}

/** /products?search=…: the products whose title or subtitle holds the text. */
export function SearchResultsPage({ text, search, onSearchChange, categories }: SearchResultsPageProps) {
  const { t } = useLingui();
  const title = text ? t`Search results for “${text}”` : t`Search results`;
  return (
    <ListingPage
      title={title}
      aside={categories}
      scope={text ? { search: text } : {}}
      search={search}
      onSearchChange={onSearchChange}
      emptyMessage={text ? emptyStates.searchNoMatch : emptyStates.products}
    />
  );
}
