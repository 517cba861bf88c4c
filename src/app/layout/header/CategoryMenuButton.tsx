import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import type { Category } from '../../../features/catalogue';
import classes from './CategoryBar.module.css';

/** The category bar's button of a top category with sub-categories; it opens their dropdown. */
export function CategoryMenuButton({ category, ...props }: { category: Category } & ComponentPropsWithRef<'button'>) {
  return (
    <button type="button" className={`${classes.item} ${classes.button}`} {...props}>
      {category.title}
      <IconChevronDown size={14} stroke={2} aria-hidden className={classes.chevron} />
    </button>
  );
}
