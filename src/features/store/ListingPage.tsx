import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Pagination, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { productsQuery, type ProductListParams } from '../catalogue';
import { DesktopAside, PhoneAside } from './ListingAside';
import { ListingControls } from './ListingControls';
import { ListingFrame, ProductGridSkeleton } from './ListingSkeleton';
import { toProductParams, type ListingSearch } from './listingSearch';
import { ProductGrid } from './ProductGrid';
import classes from './ListingPage.module.css';

type Scope = Pick<ProductListParams, 'category_id' | 'search'>;

interface ListingPageProps {
  title: ReactNode;
  /** Shown under the heading: breadcrumbs, sub-categories… */
  intro?: ReactNode;
  /** The side column on a desktop (the category tree); above the products on a phone. */
  aside?: ReactNode;
  /** What the listing is limited to: a category or a search text. */
  scope?: Scope;
  search: ListingSearch;
  onSearchChange: (next: ListingSearch) => void;
  emptyMessage: MessageDescriptor;
}

/**
 * A page of products (the store, a category, search results): heading, sort and karat filter, grid,
 * pages. The heading, the controls and the side column stay while another sort, karat or page
 * loads: only the results wait (its route's loader does not hold such a change: listingData).
 */
export function ListingPage({ title, intro, aside, scope, search, onSearchChange, emptyMessage }: ListingPageProps) {
  // The listing's top, scrolled to when another page is shown (looked up then: no ref in the links' handler).
  const topId = useId();
  return (
    <ListingFrame
      title={title}
      intro={intro}
      topId={topId}
      side={aside && <DesktopAside>{aside}</DesktopAside>}
      above={aside && <PhoneAside>{aside}</PhoneAside>}
      controls={<ListingControls value={search} onChange={onSearchChange} />}
    >
      {/* Another category or search text is another listing: its grid starts from its skeleton, not from the last one's products. */}
      <ListingResults
        key={`${scope?.category_id ?? ''}|${scope?.search ?? ''}`}
        topId={topId}
        scope={scope}
        search={search}
        onSearchChange={onSearchChange}
        emptyMessage={emptyMessage}
      />
    </ListingFrame>
  );
}

interface ListingResultsProps {
  topId: string;
  scope?: Scope;
  search: ListingSearch;
  onSearchChange: (next: ListingSearch) => void;
  emptyMessage: MessageDescriptor;
}

/** How many products, the grid and the pages. */
function ListingResults({ topId, scope, search, onSearchChange, emptyMessage }: ListingResultsProps) {
  const { t, i18n } = useLingui();
  const products = useQuery({
    ...productsQuery(toProductParams(search, scope)),
    // While another page, sort or karat loads, the current products stay (dimmed) instead of blinking away.
    placeholderData: keepPreviousData,
    // Products that did not come, with none to show, are the page's failure (the error page and its "try again").
    throwOnError: (_error, query) => query.state.data === undefined,
  });

  const goToPage = (page: number) => {
    onSearchChange({ ...search, page: page > 1 ? page : undefined });
    document.getElementById(topId)?.scrollIntoView({ block: 'start' });
  };
  const followPageLink = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    goToPage(Number(event.currentTarget.dataset.page));
  };
  // A page's own address: this listing's, with its page (the first has none).
  const location = useRouterState({ select: (state) => state.location });
  const pageLink = (page: number) => {
    const query = new URLSearchParams(location.searchStr);
    if (page > 1) query.set('page', String(page));
    else query.delete('page');
    const href = `${location.pathname}${query.size ? `?${query}` : ''}`;
    return { component: 'a' as const, href, 'data-page': page, onClick: followPageLink };
  };

  const answer = products.data;
  const meta = answer?.meta;
  const total = meta?.total ?? 0;

  return (
    <>
      <Text role="status" fz="sm" c="gray.7" mih="1.5em">
        {meta && !products.isPlaceholderData && <Plural value={total} one="# product" other="# products" />}
      </Text>
      {!answer ? (
        // Only another category's or text's first products: the route's loader had the page's own.
        <ProductGridSkeleton />
      ) : answer.data.length ? (
        <Box aria-busy={products.isPlaceholderData || undefined} className={classes.results}>
          <ProductGrid products={answer.data} />
        </Box>
      ) : total > 0 && (search.page ?? 1) > 1 ? (
        // An address past the last page (an old link): the listing is not empty, this page is.
        <Stack align="center" gap="sm" py="xl">
          <Text ta="center" c="gray.7" fz="lg">
            <Trans>There is nothing on page {search.page}.</Trans>
          </Text>
          <Anchor {...pageLink(1)}>
            <Trans>Go to the first page</Trans>
          </Anchor>
        </Stack>
      ) : (
        <Text ta="center" c="gray.7" py="xl" fz="lg">
          {i18n._(emptyMessage)}
        </Text>
      )}
      {meta && meta.last_page > 1 && (
        <Box component="nav" aria-label={t`Pages`} className={classes.pages}>
          <Pagination
            total={meta.last_page}
            value={search.page ?? 1}
            onChange={goToPage}
            color="brown"
            radius="xl"
            // Links to each page, so they work before (or without) the app's JavaScript too.
            getItemProps={(page) => ({ 'aria-label': t`Page ${page}`, ...pageLink(page) })}
            getControlProps={(control) => {
              const current = search.page ?? 1;
              if (control === 'next') return { 'aria-label': t`Next page`, ...(current < meta.last_page ? pageLink(current + 1) : {}) };
              if (control === 'previous') return { 'aria-label': t`Previous page`, ...(current > 1 ? pageLink(current - 1) : {}) };
              return {};
            }}
          />
        </Box>
      )}
    </>
  );
}
