import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Container, Grid, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ProductCardSkeleton } from '../products';
import classes from './ListingPage.module.css';

/** The grid's columns by screen width: two on a phone, up to four on a wide desktop. */
export const GRID_COLUMNS = { base: 2, sm: 3, lg: 4 } as const;

interface ListingFrameProps {
  /** The page's heading; a bar while it is not known. */
  title?: ReactNode;
  intro?: ReactNode;
  /** The column beside the products on a desktop. */
  side?: ReactNode;
  /** Above the controls on a phone (the side column's content, folded). */
  above?: ReactNode;
  controls: ReactNode;
  /** The listing's top, scrolled to when another page is shown. */
  topId?: string;
  busy?: boolean;
  children: ReactNode;
}

/** A listing's frame, the page's and its skeleton's: the side column, the heading, the controls, then the results. */
export function ListingFrame({ title, intro, side, above, controls, topId, busy, children }: ListingFrameProps) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} aria-busy={busy || undefined}>
      <Grid gap="xl">
        {side && (
          <Grid.Col span={3} visibleFrom="md">
            {side}
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: side ? 9 : 12 }}>
          <Stack gap="md" id={topId} className={classes.main}>
            <div>
              {title ? (
                <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
                  {title}
                </Title>
              ) : (
                <Skeleton h={40} w="40%" aria-hidden />
              )}
              {intro}
            </div>
            {above && <Box hiddenFrom="md">{above}</Box>}
            {controls}
            {children}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/**
 * A listing's shape while its first products load (its route's pendingComponent): light, apart
 * from the listing's code, which a pendingComponent would pull into the first page's chunk.
 */
export function ListingSkeleton({ title }: { title?: ReactNode }) {
  return (
    <ListingFrame
      busy
      title={title}
      side={<Skeleton h={240} radius="md" aria-hidden />}
      controls={<Skeleton h={58} radius="md" aria-hidden />}
    >
      <Box pt="1.5em">
        <ProductGridSkeleton />
      </Box>
    </ListingFrame>
  );
}

/** The grid's shape while its products load. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <SimpleGrid cols={GRID_COLUMNS} spacing={{ base: 'xs', sm: 'md' }} verticalSpacing={{ base: 'xs', sm: 'md' }} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}

export function StoreSkeleton() {
  return <ListingSkeleton title={<Trans>Store</Trans>} />;
}

/** A category's skeleton: its name comes with the tree, a bar meanwhile. */
export function CategorySkeleton() {
  return <ListingSkeleton />;
}

export function SearchResultsSkeleton({ text }: { text: string | undefined }) {
  return <ListingSkeleton title={<SearchResultsTitle text={text} />} />;
}

/** The search results' heading: the text searched, when there is one. */
export function SearchResultsTitle({ text }: { text: string | undefined }) {
  const { t } = useLingui();
  return text ? t`Search results for “${text}”` : t`Search results`;
}
