import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../sdk';
import { api } from '../../shared/api';

export type HomeData = components['schemas']['Home'];
export type HomeSlide = components['schemas']['HomeSlide'];
export type Testimonial = components['schemas']['Testimonial'];
export type HomeFeature = components['schemas']['HomeFeature'];
export type HomeSection = components['schemas']['HomeSection'];
export type ClientReview = components['schemas']['ClientReview'];

/** GET /home: slider, video, testimonials, features, settings. Shared by the route loader and the page. */
export const homeQuery = () => api.queryOptions('get', '/home');

/** GET /home_sections: the product carousels (newest, best sellers…). */
export const homeSectionsQuery = () => api.queryOptions('get', '/home_sections');

/** GET /client-reviews: what clients say, for the bottom of the home page. */
export const clientReviewsQuery = () => api.queryOptions('get', '/client-reviews', {}, { staleTime: 5 * 60_000 });

export function useHomeSections() {
  return useQuery({ ...homeSectionsQuery(), select: (answer) => answer.data });
}

export function useClientReviews() {
  return useQuery({ ...clientReviewsQuery(), select: (answer) => answer.data });
}
