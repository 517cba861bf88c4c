import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { components } from '../../../sdk';
import { api } from '../../shared/api';

export type Category = components['schemas']['Category'];

/** GET /categories: the category tree (sub-categories nested under `categories`), one key for every reader. */
export const categoriesQuery = () => api.queryOptions('get', '/categories', {}, { staleTime: 5 * 60_000 });

/**
 * The category tree for the category bar, the drawer and the home carousel. A failure is only
 * logged, never toasted: the menus then simply show no categories.
 */
export function useCategories() {
  const query = useQuery({ ...categoriesQuery(), select: (answer) => answer.data });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Categories could not be loaded', error);
  }, [error]);
  return query;
}

/** The address of a category's product list: /category/{id}/{title}. */
export function categoryLinkParams(category: Pick<Category, 'id' | 'title'>) {
  return { categoryId: category.id, categoryName: category.title };
}
