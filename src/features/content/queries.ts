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
