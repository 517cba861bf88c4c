import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isApiError } from '../../../sdk';
import { sanitizeHtml } from '../../shared/sanitizeHtml';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { NotFoundPage } from '../../shared/ui/NotFoundPage';
import { textPageQuery, type TextPageSlug } from './queries';
import { ContentBody } from './ContentBody';
import { ContentSkeleton } from './ContentSkeleton';
import { PageFrame } from './PageFrame';
import { TEXT_PAGE_TITLES } from './pageTitles';

interface ContentPageProps {
  slug: TextPageSlug;
}

/**
 * One of the store's own text pages (about, the policies, the usage agreement) from /pages/{slug}:
 * its title and its HTML, sanitised. Its route's head gives its title and description (textPageHead).
 */
export function ContentPage({ slug }: ContentPageProps) {
  const { t } = useLingui();
  const page = useQuery({ ...textPageQuery(slug), select: (answer) => answer.data });
  // The text is sanitised once per answer, not on every render.
  const safe = useMemo(() => page.data && { html: sanitizeHtml(page.data.content, ['h2', 'h3', 'h4']) }, [page.data]);
  const error: unknown = page.error;
  const missing = isApiError(error) && error.status === 404;

  if (missing) return <NotFoundPage />;
  return (
    <PageFrame title={page.data?.title ?? t(TEXT_PAGE_TITLES[slug])}>
      {page.isPending ? (
        <ContentSkeleton />
      ) : page.isError ? (
        <LoadFailed onRetry={() => void page.refetch()} />
      ) : (
        safe && <ContentBody safeHtml={safe.html} />
      )}
    </PageFrame>
  );
}
