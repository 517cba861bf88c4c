import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../shared/sanitizeHtml';

/** The product's description: the API's HTML (paragraphs, lists), sanitised before it is shown. */
export function ProductDescription({ html }: { html: string }) {
  // Below the section's h2 "Description": the text's own headings start at h3.
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <Typography dangerouslySetInnerHTML={{ __html: safe }} />;
}
