import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api';

/** GET /home: slider, video, testimonials, features, settings. Shared by the route loader and the page. */
export const homeQuery = () => api.queryOptions('get', '/home');

export function useHome() {
  return useQuery(homeQuery());
}
