import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Collapse, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { categoryLinkParams, useCategories, type Category } from '../../../features/catalogue';
import { emptyStates } from '../../../shared/messages';
import classes from './CategoryTree.module.css';

/**
 * The category tree of the drawers: every category links to its products; one with
 * sub-categories has a button that shows or hides them.
 */
export function CategoryTree({ onNavigate }: { onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const categories = useCategories();

  if (categories.isPending) {
    return (
      <Stack gap="xs" aria-hidden>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={36} radius="md" />
        ))}
      </Stack>
    );
  }
  if (!categories.data?.length) {
    return (
      <Text c="dimmed" size="sm" py="sm">
        {i18n._(emptyStates.categories)}
      </Text>
    );
  }
  return <Branch categories={categories.data} depth={0} onNavigate={onNavigate} />;
}

interface BranchProps {
  categories: Category[];
  depth: number;
  onNavigate?: () => void;
  id?: string;
}

function Branch({ categories, depth, onNavigate, id }: BranchProps) {
  return (
    <ul className={classes.list} id={id} data-depth={depth}>
      {categories.map((category) => (
        <Node key={category.id} category={category} depth={depth} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

/** Whether the category with this id is somewhere below these. */
function holds(categories: Category[], id: number): boolean {
  return categories.some((category) => category.id === id || holds(category.categories ?? [], id));
}

function Node({ category, depth, onNavigate }: { category: Category; depth: number; onNavigate?: () => void }) {
  const { t } = useLingui();
  const children = category.categories ?? [];
  // On a category's page its branch starts open, so the shopper sees where they are.
  const { categoryId } = useParams({ strict: false });
  const [open, setOpen] = useState(() => holds(children, Number(categoryId)));
  const childrenId = useId();
  const title = category.title;

  return (
    <li>
      <div className={classes.row}>
        <Link
          to="/category/$categoryId/$categoryName"
          params={categoryLinkParams(category)}
          className={classes.link}
          activeProps={{ 'aria-current': 'page', className: classes.active }}
          onClick={onNavigate}
        >
          {depth === 0 && (
            <img
              className={classes.thumb}
              src={category.image?.url || '/images/placeholder-category.webp'}
              alt=""
              width={32}
              height={32}
              loading="lazy"
            />
          )}
          <span>{title}</span>
        </Link>
        {children.length > 0 && (
          <ActionIcon
            variant="subtle"
            color="brown"
            size={36}
            radius="md"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={open ? t`Hide the sub-categories of ${title}` : t`Show the sub-categories of ${title}`}
          >
            <IconChevronDown size={18} aria-hidden className={open ? classes.chevronOpen : classes.chevron} />
          </ActionIcon>
        )}
      </div>
      {children.length > 0 && (
        <Collapse expanded={open}>
          <Branch categories={children} depth={depth + 1} onNavigate={onNavigate} id={childrenId} />
        </Collapse>
      )}
    </li>
  );
}

