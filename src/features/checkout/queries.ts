import { api } from '../../shared/api';

/** GET /shipping-companies: the courier(s) offered at checkout. */
export const shippingCompaniesQuery = () => api.queryOptions('get', '/shipping-companies');
