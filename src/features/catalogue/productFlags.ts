import type { QueryClient } from '@tanstack/react-query';

/** The flags a product carries for the signed-in shopper. */
export type ProductFlag = 'is_cart' | 'is_wishlist' | 'is_compare';

/** `value` with the product's flag set wherever the product appears in it (a list, a section, a page). */
function withFlag(value: unknown, productId: number, flag: ProductFlag, on: boolean): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => withFlag(item, productId, flag, on));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (record.id === productId && flag in record) return record[flag] === on ? record : { ...record, [flag]: on };
  let changed = false;
  const entries = Object.entries(record).map(([key, item]) => {
    const next = withFlag(item, productId, flag, on);
    changed ||= next !== item;
    return [key, next] as const;
  });
  return changed ? Object.fromEntries(entries) : record;
}

/**
 * Every answer of the API kept in the cache that shows the product (the store's, home's and a
 * category's lists, related pieces, its page) says the flag as it now is: a card drawn again from
 * them (going back to the store) shows the piece in the cart, not as it was a minute ago.
 */
export function setFlagInCachedAnswers(queryClient: QueryClient, productId: number, flag: ProductFlag, on: boolean): void {
  queryClient.setQueriesData({ predicate: (query) => query.queryKey[0] === 'get' }, (data: unknown) => withFlag(data, productId, flag, on));
}
