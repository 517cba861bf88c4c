import type { MessageDescriptor } from '@lingui/core';
import { Plural, useLingui } from '@lingui/react/macro';
import { Box, Container, Grid, Pagination, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
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
  const top = useRef<HTMLDivElement>(null);
  // While another page or sort loads, the current products stay (dimmed) instead of blinking away.
  const products = useQuery({ ...productsQuery(toProductParams(search, scope)), placeholderData: keepPreviousData });

  const goToPage = (page: number) => {
    onSearchChange({ ...search, page: page > 1 ? page : undefined });
    top.current?.scrollIntoView({ block: 'start' });
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
          <Stack gap="md" ref={top} className={classes.main}>
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
                  getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
                  getControlProps={(control) =>
                    control === 'next' ? { 'aria-label': t`Next page` } : control === 'previous' ? { 'aria-label': t`Previous page` } : {}
                  }
                />
              </Box>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
