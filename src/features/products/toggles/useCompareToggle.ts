import { apiClient } from '../../../shared/api';
import { errors, successes } from '../../../shared/messages';
import { productQuery, type Product, useProductToggle, type ProductToggle } from '../../catalogue';
import { compareQuery } from '../queries';

/** In the compare list or not: POST add-to-compare / remove-from-compare with the variety. */
export function useCompareToggle(product: Product): ProductToggle {
  return useProductToggle({
    serverValue: product.is_compare,
    product: { id: product.id, flag: 'is_compare' },
    messages: {
      added: successes.addedToCompare,
      removed: successes.removedFromCompare,
      login: errors.loginToCompare,
      failed: errors.compareFailed,
    },
    send: (next) => {
      const request = { params: { path: { id: product.id } }, body: { variety_id: product.variety_id } };
      return next
        ? apiClient.POST('/products/{id}/add-to-compare', request)
        : apiClient.POST('/products/{id}/remove-from-compare', request);
    },
    staleQueries: [compareQuery().queryKey, productQuery(product.id).queryKey],
  });
}
