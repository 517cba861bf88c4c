import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { emptyStates } from '../../shared/messages';
import { ListingPage } from './ListingPage';
import type { ListingSearch } from './listingSearch';

interface StorePageProps {
  search: ListingSearch;
  onSearchChange: (next: ListingSearch) => void;
  categories: ReactNode;
}

/** /Store: every product, with the category tree beside it. */
export function StorePage({ search, onSearchChange, categories }: StorePageProps) {
  return (
    <ListingPage
      title={<Trans>Store</Trans>}
      aside={categories}
      search={search}
      onSearchChange={onSearchChange}
      emptyMessage={emptyStates.storeProducts}
    />
  );
}
