import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import type { Category } from '../../../features/catalogue';
import classes from './CategoryBar.module.css';

/** The category bar's button of a top category with sub-categories; it opens their dropdown. */
export function CategoryMenuButton({ category, className, ...props }: { category: Category } & ComponentPropsWithRef<'button'>) {
  // Mantine's Menu.Target hands over a className of its own: kept beside ours.
  return (
    <button type="button" className={[classes.item, classes.button, className].filter(Boolean).join(' ')} {...props}>
      {category.title}
      <IconChevronDown size={14} stroke={2} aria-hidden className={classes.chevron} />
    </button>
  );
}
