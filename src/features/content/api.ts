import type { QueryClient } from '@tanstack/react-query';
import type { components } from '../../../sdk';
import { api } from '../../shared/api';

export type TextPage = components['schemas']['TextPage'];
export type TextPageSlug = TextPage['slug'];
export type Faq = components['schemas']['Faq'];

// Kept apart from the screens: the route files' loaders import this file, and it must stay small.

/** GET /pages/{slug}: one of the store's text pages (about, policies, usage agreement). */
export const textPageQuery = (slug: TextPageSlug) =>
  api.queryOptions('get', '/pages/{slug}', { params: { path: { slug } } }, { staleTime: 10 * 60_000 });

/** GET /faqs: the public questions and their answers. */
export const faqsQuery = () => api.queryOptions('get', '/faqs', {}, { staleTime: 10 * 60_000 });

/**
 * Starts a text page's call with the navigation (or when its link is hovered), beside its code.
 * Not awaited: the page shows its skeleton, or its "not found", itself.
 */
export function prefetchTextPage(queryClient: QueryClient, slug: TextPageSlug): void {
  void queryClient.prefetchQuery(textPageQuery(slug));
}

export function prefetchFaqs(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(faqsQuery());
}
