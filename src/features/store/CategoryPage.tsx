import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Breadcrumbs, Group } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { categoriesQuery, categoryLinkParams } from '../catalogue';
import { emptyStates } from '../../shared/messages';
import { AnchorLink, ButtonLink } from '../../shared/ui/links';
import { categoryPath } from './categoryPath';
import { ListingPage } from './ListingPage';
import type { ListingSearch } from './listingSearch';
import classes from './ListingPage.module.css';

interface CategoryPageProps {
  categoryId: number;
  search: ListingSearch;
  onSearchChange: (next: ListingSearch) => void;
  categories: ReactNode;
}

/** /category/{id}/{name}: the products of one category, with where it sits in the tree and its sub-categories. */
export function CategoryPage({ categoryId, search, onSearchChange, categories }: CategoryPageProps) {
  const { t } = useLingui();
  // Its route's loader has the tree and let the page render with the category in it; never a name from the address.
  const path = categoryPath(useSuspenseQuery(categoriesQuery()).data.data, categoryId);
  const category = path.at(-1);
  const title = category?.title ?? '';

  const intro = (
    <>
      <Box component="nav" aria-label={t`Breadcrumb`} mt={4}>
        <Breadcrumbs separator={<IconChevronRight size={14} className={classes.mirror} aria-hidden />} separatorMargin={6} fz="sm">
          <AnchorLink to="/Store" fz="sm">
            <Trans>Store</Trans>
          </AnchorLink>
          {path.slice(0, -1).map((parent) => (
            <AnchorLink key={parent.id} to="/category/$categoryId/$categoryName" params={categoryLinkParams(parent)} fz="sm">
              {parent.title}
            </AnchorLink>
          ))}
          <Anchor component="span" fz="sm" c="gray.7" underline="never" aria-current="page">
            {title}
          </Anchor>
        </Breadcrumbs>
      </Box>
      {!!category?.categories?.length && (
        <Group gap="xs" mt="sm" role="list" aria-label={t`Sub-categories`}>
          {category.categories.map((child) => (
            <div role="listitem" key={child.id}>
              <ButtonLink
                to="/category/$categoryId/$categoryName"
                params={categoryLinkParams(child)}
                variant="light"
                color="brown"
                radius="xl"
                size="compact-md"
              >
                {child.title}
              </ButtonLink>
            </div>
          ))}
        </Group>
      )}
    </>
  );

  return (
    <ListingPage
      title={title}
      intro={intro}
      aside={categories}
      scope={{ category_id: categoryId }}
      search={search}
      onSearchChange={onSearchChange}
      emptyMessage={emptyStates.products}
    />
  );
}

