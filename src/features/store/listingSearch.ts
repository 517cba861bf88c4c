import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ProductListParams } from '../catalogue';
import type { AnyQuery } from '../../shared/loadPageData';
import { searchInteger } from '../../shared/routeValues';

export type SortKey = NonNullable<ProductListParams['sort']>;
export type Karat = NonNullable<ProductListParams['karat']>;

/** The sort options, in the order the shopper sees them; the first is the default. */
export const SORT_OPTIONS: readonly { value: SortKey; label: MessageDescriptor }[] = [
  { value: 'suggest', label: msg`Suggest` },
  { value: 'best_selling', label: msg`Best selling` },
  { value: 'price_desc', label: msg`Price high to low` },
  { value: 'price_asc', label: msg`Price low to high` },
];

/** The karat filter's options. */
export const KARATS: readonly Karat[] = [18, 21, 24];

/** Products per page, the contract's default. */
const PAGE_SIZE = 12;

/**
 * What a listing keeps in the address bar. A missing key means the default (suggested order,
 * every karat, page 1), so the defaults never show up in a link.
 */
export interface ListingSearch {
  sort?: Exclude<SortKey, 'suggest'>;
  karat?: Karat;
  page?: number;
}

const isSortKey = (value: unknown): value is SortKey => SORT_OPTIONS.some((option) => option.value === value);

/**
 * The route's `validateSearch`: keeps what is valid and drops the rest, so a hand-edited or
 * stale link still opens a sensible page instead of an error.
 */
export function validateListingSearch(raw: Record<string, unknown>): ListingSearch {
  const sort = isSortKey(raw.sort) && raw.sort !== 'suggest' ? raw.sort : undefined;
  const karatNumber = searchInteger(raw.karat);
  const karat = KARATS.find((k) => k === karatNumber);
  const pageNumber = searchInteger(raw.page);
  const page = pageNumber !== undefined && pageNumber > 1 ? pageNumber : undefined;
  return { sort, karat, page };
}

/** The GET /products query of a listing's state. */
export function toProductParams(search: ListingSearch, scope: Pick<ProductListParams, 'category_id' | 'search'> = {}): ProductListParams {
  return {
    ...scope,
    sort: search.sort ?? 'suggest',
    ...(search.karat ? { karat: search.karat } : {}),
    page: search.page ?? 1,
    per_page: PAGE_SIZE,
  };
}

/**
 * What a listing's loader gives loadPageData: its products are the page's own when the page is
 * entered (awaited; its route's skeleton stands in for slow ones). When the page stays and only its
 * filters, sort, page, category or text change, they are only started: the heading, the controls
 * and the side column stay on screen, and the grid waits on its own (ListingPage).
 */
export function listingData(cause: 'enter' | 'stay' | 'preload', products: AnyQuery, sections: AnyQuery[] = []) {
  return cause === 'stay' ? { sections: [products, ...sections] } : { own: [products], sections };
}
