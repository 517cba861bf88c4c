import { api } from '../../shared/api';

/**
 * GET /carts, the shopper's cart. Whatever changes the cart invalidates this key
 * (`cartQuery().queryKey`), which refreshes the count in the header and the bottom bar.
 */
export const cartQuery = () => api.queryOptions('get', '/carts');
