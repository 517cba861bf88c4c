import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouteMatch } from '@tanstack/react-router';
import { isApiError } from '../../../sdk';
import { pageMeta } from '../../app/seo';
import type { RouterContext } from '../../router';
import { errors } from '../../shared/messages';
import { textPageQuery, type TextPage, type TextPageSlug } from './api';
import { pageSummary } from './pageSummary';

/**
 * A text page's loader, on the server and in the browser alike: the page's head takes its title
 * from the answer (a failed call is the page's to show and retry, and the title stays the route's).
 */
export function loadTextPage(queryClient: QueryClient, slug: TextPageSlug): Promise<void> {
  return queryClient.prefetchQuery(textPageQuery(slug));
}

/** A text page's head: its own title and, from its first paragraph, its description; or "Page not found". */
export function textPageHead(slug: TextPageSlug) {
  return ({ match }: { match: Pick<AnyRouteMatch, 'pathname'> & { context: RouterContext } }) => {
    const { context, pathname } = match;
    const state = context.queryClient.getQueryState<{ data: TextPage }>(textPageQuery(slug).queryKey);
    const page = state?.data?.data;
    if (page) return { meta: pageMeta(context, pathname, { title: page.title, description: pageSummary(page.content) }) };
    if (isApiError(state?.error) && state.error.status === 404) return { meta: pageMeta(context, pathname, { title: context.i18n._(errors.pageNotFound) }) };
    return {};
  };
}
