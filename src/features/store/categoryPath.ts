import type { Category } from '../catalogue';

/** The chain of categories from the top of the tree down to the one with this id; empty when it is not in the tree. */
export function categoryPath(tree: Category[] | undefined, id: number): Category[] {
  for (const category of tree ?? []) {
    if (category.id === id) return [category];
    const below = categoryPath(category.categories, id);
    if (below.length) return [category, ...below];
  }
  return [];
}
