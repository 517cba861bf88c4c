import type { AnyRouteMatch } from '@tanstack/react-router';
import { pageMeta } from '../../app/seo';
import type { RouterContext } from '../../router';
import { textPageQuery, type TextPage, type TextPageSlug } from './api';
import { pageSummary } from './pageSummary';

/** A text page's head: its own title and, from its first paragraph, its description. */
export function textPageHead(slug: TextPageSlug) {
  return ({ match }: { match: Pick<AnyRouteMatch, 'pathname'> & { context: RouterContext } }) => {
    const page = match.context.queryClient.getQueryData<{ data: TextPage }>(textPageQuery(slug).queryKey)?.data;
    return page ? { meta: pageMeta(match.context, match.pathname, { title: page.title, description: pageSummary(page.content) }) } : {};
  };
}
