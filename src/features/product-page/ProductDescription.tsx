import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// What a product description may hold: text formatting, lists and tables. No scripts, styles,
// forms, frames or event handlers; DOMPurify also drops javascript: addresses.
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'h5', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'a'];
const ALLOWED_ATTR = ['href', 'title', 'dir', 'lang'];

/** Sanitises the API's HTML description, so only harmless markup is ever rendered. */
export function sanitizeDescription(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}

/** The product's description: the API's HTML (paragraphs, lists), sanitised before it is shown. */
export function ProductDescription({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeDescription(html), [html]);
  return <Typography dangerouslySetInnerHTML={{ __html: safe }} />;
}
