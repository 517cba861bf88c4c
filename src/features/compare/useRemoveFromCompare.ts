import { apiClient } from '../../shared/api';
import { errors, successes } from '../../shared/messages';
import { useListRemoval } from '../favourites';
import { productQuery } from '../catalogue';
import { compareQuery, compareToggle } from '../products';

/** Takes a product out of the compare list: POST /products/{id}/remove-from-compare with its variety. */
export function useRemoveFromCompare() {
  return useListRemoval({
    listKey: compareQuery().queryKey,
    send: (product) => compareToggle.send(apiClient, { product, on: false }),
    messages: { removed: successes.removedFromCompare, login: errors.loginToCompare, failed: errors.compareFailed },
    staleQueries: (product) => [productQuery(product.id).queryKey],
  });
}
