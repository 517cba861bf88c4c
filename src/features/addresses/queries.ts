import { api } from '../../shared/api';

/**
 * GET /addresses: the shopper's saved addresses, the default first. A module of its own: route
 * loaders import it, and so it is in the first page's code without the address hooks.
 */
export const addressesQuery = () => api.queryOptions('get', '/addresses');
