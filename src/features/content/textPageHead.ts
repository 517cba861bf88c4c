import type { AnyRouteMatch } from '@tanstack/react-router';
import { isApiError } from '../../../sdk';
import { pageMeta } from '../../app/seo';
import type { RouterContext } from '../../router';
import { loadPageData } from '../../shared/loadPageData';
import { errors } from '../../shared/messages';
import { textPageQuery, type TextPage, type TextPageSlug } from './queries';
import { pageSummary } from './pageSummary';

/**
 * A text page's loader: the page is its text (a slug the API does not have is the not-found page;
 * no answer, "temporarily unavailable"), and the head takes its title from the answer.
 */
export function loadTextPage(context: RouterContext, slug: TextPageSlug): Promise<unknown> {
  return loadPageData(context, { own: [textPageQuery(slug)] });
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
