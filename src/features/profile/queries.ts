import { api } from '../../shared/api';

/**
 * GET /user/profile: the signed-in shopper's details. A module of its own: the route's loader
 * imports it, and so it is in the first page's code without the profile's hooks.
 */
export const profileQuery = () => api.queryOptions('get', '/user/profile');
