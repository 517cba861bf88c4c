import { api } from '../../shared/api';

/** GET /wishlist: the signed-in shopper's favourites. */
export const wishlistQuery = () => api.queryOptions('get', '/wishlist');

/** GET /compare: the signed-in shopper's compare list. */
export const compareQuery = () => api.queryOptions('get', '/compare');
