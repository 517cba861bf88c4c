import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../shared/sanitizeHtml';
import { textPageQuery, type TextPageSlug } from './queries';
import { ContentBody } from './ContentBody';
import { ContentSkeleton } from './ContentSkeleton';
import { PageFrame } from './PageFrame';
import { TEXT_PAGE_TITLES } from './pageTitles';

interface ContentPageProps {
  slug: TextPageSlug;
}

/**
 * One of the store's own text pages (about, the policies, the usage agreement) from /pages/{slug},
 * which its route's loader has: its title and its HTML, sanitised. Its route's head gives its
 * title and description (textPageHead).
 */
export function ContentPage({ slug }: ContentPageProps) {
  const page = useSuspenseQuery(textPageQuery(slug)).data.data;
  // The text is sanitised once per answer, not on every render.
  const safe = useMemo(() => sanitizeHtml(page.content, ['h2', 'h3', 'h4']), [page.content]);
  return (
    <PageFrame title={page.title}>
      <ContentBody safeHtml={safe} />
    </PageFrame>
  );
}

/** The page's shape while a slow text loads (its route's pendingComponent), under the page's usual title. */
export function ContentPageSkeleton({ slug }: ContentPageProps) {
  const { t } = useLingui();
  return (
    <PageFrame title={t(TEXT_PAGE_TITLES[slug])}>
      <ContentSkeleton />
    </PageFrame>
  );
}
