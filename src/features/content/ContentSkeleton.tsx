import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack } from '@mantine/core';
import { PageFrame } from '../../shared/ui/PageFrame';
import { TEXT_PAGE_TITLES } from './pageTitles';
import type { TextPageSlug } from './queries';

// Lines of uneven length, like paragraphs, in the text's own width.
const LINES = ['100%', '96%', '88%', '60%', null, '100%', '92%', '45%', null, '85%', '90%', '70%'];

/** A text page's body while it loads. Screen readers hear that it loads. */
export function ContentSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the page`}>
      <Stack gap="xs" maw="70ch" aria-hidden>
        {LINES.map((width, index) => (width ? <Skeleton key={index} height={14} width={width} radius="sm" /> : <Stack key={index} h={8} />))}
      </Stack>
    </div>
  );
}

/** The page's shape while a slow text loads (its route's pendingComponent), under the page's usual title. */
export function ContentPageSkeleton({ slug }: { slug: TextPageSlug }) {
  const { t } = useLingui();
  return (
    <PageFrame title={t(TEXT_PAGE_TITLES[slug])}>
      <ContentSkeleton />
    </PageFrame>
  );
}
