import { Skeleton, Stack } from '@mantine/core';

// Lines of uneven length, like paragraphs, in the text's own width.
const LINES = ['100%', '96%', '88%', '60%', null, '100%', '92%', '45%', null, '85%', '90%', '70%'];

/** A text page's body while it loads. */
export function ContentSkeleton() {
  return (
    <Stack gap="xs" maw="70ch" aria-hidden data-testid="content-skeleton">
      {LINES.map((width, index) => (width ? <Skeleton key={index} height={14} width={width} radius="sm" /> : <Stack key={index} h={8} />))}
    </Stack>
  );
}
