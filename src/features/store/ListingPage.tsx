import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Container, Grid, Pagination, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { productsQuery, type ProductListParams } from '../catalogue';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { DesktopAside, PhoneAside } from './ListingAside';
import { ListingControls } from './ListingControls';
import { toProductParams, type ListingSearch } from './listingSearch';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import classes from './ListingPage.module.css';

interface ListingPageProps {
  title: string;
  /** Shown under the heading: breadcrumbs, sub-categories… */
  intro?: ReactNode;
  /** The side column on a desktop (the category tree); above the products on a phone. */
  aside?: ReactNode;
  /** What the listing is limited to: a category or a search text. */
  scope?: Pick<ProductListParams, 'category_id' | 'search'>;
  search: ListingSearch;
  onSearchChange: (next: ListingSearch) => void;
  emptyMessage: MessageDescriptor;
}

/** A page of products (the store, a category, search results): heading, sort and karat filter, grid, pages. */
export function ListingPage({ title, intro, aside, scope, search, onSearchChange, emptyMessage }: ListingPageProps) {
  const { t, i18n } = useLingui();
  // The listing's top, scrolled to when another page is shown (looked up then: no ref in the links' handler).
  const topId = useId();
  // While another page or sort loads, the current products stay (dimmed) instead of blinking away.
  const products = useQuery({ ...productsQuery(toProductParams(search, scope)), placeholderData: keepPreviousData });

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

  const meta = products.data?.meta;
  const list = products.data?.data;
  const total = meta?.total ?? 0;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Grid gap="xl">
        {aside && (
          <Grid.Col span={3} visibleFrom="md">
            <DesktopAside>{aside}</DesktopAside>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: aside ? 9 : 12 }}>
          <Stack gap="md" id={topId} className={classes.main}>
            <div>
              <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
                {title}
              </Title>
              {intro}
            </div>
            {aside && (
              <Box hiddenFrom="md">
                <PhoneAside>{aside}</PhoneAside>
              </Box>
            )}
            <ListingControls value={search} onChange={onSearchChange} />
            <Text role="status" fz="sm" c="gray.7" mih="1.5em">
              {meta && !products.isPlaceholderData && <Plural value={total} one="# product" other="# products" />}
            </Text>
            {products.isPending || (products.data && !list) ? (
              <ProductGridSkeleton />
            ) : products.isError ? (
              <LoadFailed onRetry={() => void products.refetch()} />
            ) : list?.length ? (
              <Box aria-busy={products.isPlaceholderData || undefined} className={classes.results}>
                <ProductGrid products={list} />
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
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
