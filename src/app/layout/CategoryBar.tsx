import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Container } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { categoryLinkParams, useCategories, type Category } from '../../features/catalogue';
import classes from './header/CategoryBar.module.css';
import { CategoryMenuButton } from './header/CategoryMenuButton';
import { onDemand, useIntent, useOnDemand } from '../../shared/speed/onDemand';

/**
 * The desktop category bar: "All" leads to the store, then every top category; one with
 * sub-categories opens a dropdown of them (on hover or click, and from the keyboard).
 */
export function CategoryBar() {
  const { t } = useLingui();
  const categories = useCategories().data ?? [];

  return (
    <Box component="nav" aria-label={t`Categories`} visibleFrom="md" className={classes.bar}>
      <Container size="xl">
        <ul className={classes.list}>
          <li>
            <Link to="/Store" className={classes.item} activeProps={{ 'aria-current': 'page' }}>
              <Trans>All</Trans>
            </Link>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              {category.categories?.length ? (
                <CategoryMenu category={category} />
              ) : (
                <CategoryLink category={category} className={classes.item} />
              )}
            </li>
          ))}
        </ul>
      </Container>
    </Box>
  );
}

function CategoryLink({ category, className }: { category: Category; className?: string }) {
  return (
    <Link
      to="/category/$categoryId/$categoryName"
      params={categoryLinkParams(category)}
      className={className}
      activeProps={{ 'aria-current': 'page' }}
    >
      {category.title}
    </Link>
  );
}

const categoryDropdown = onDemand(() => import('./header/CategoryDropdown').then((module) => module.CategoryDropdown));

/** A top category with sub-categories: its button at once, the dropdown's code once wanted. */
function CategoryMenu({ category }: { category: Category }) {
  const [intent, intentHandlers] = useIntent();
  const loaded = useOnDemand(categoryDropdown, !!intent);
  return loaded ? (
    <categoryDropdown.Loaded category={category} intent={intent} />
  ) : (
    <CategoryMenuButton category={category} {...intentHandlers} />
  );
}
