import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../shared/sanitizeHtml';
import { textPageQuery, type TextPageSlug } from './queries';
import { ContentBody } from './ContentBody';
import { PageFrame } from '../../shared/ui/PageFrame';

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
