// DOMPurify needs a DOM: jsdom's on the server, the page's own in the browser.
import DOMPurify from 'isomorphic-dompurify';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

// What HTML from the API may hold: text formatting, lists, tables and links. No scripts, styles,
// images, forms, frames or event handlers; DOMPurify also drops javascript: addresses.
const TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'a'];
const ALLOWED_ATTR = ['href', 'title', 'dir', 'lang'];

// The same descriptions and pages come in page after page: each is sanitised once (DOMPurify
// builds a document each time, ~1 ms of the server's CPU per page), the last few hundred kept.
const KEPT = 300;
const sanitised = new Map<string, string>();

/**
 * Sanitises the API's HTML so only harmless markup is ever rendered. `headings` are the levels the
 * text may use below the page's own headings; any other heading keeps its text, not its tag.
 */
export function sanitizeHtml(html: string, headings: readonly HeadingTag[] = ['h3', 'h4', 'h5']): string {
  const key = `${headings.join()}|${html}`;
  const kept = sanitised.get(key);
  if (kept !== undefined) return kept;
  const safe = DOMPurify.sanitize(html, { ALLOWED_TAGS: [...TEXT_TAGS, ...headings], ALLOWED_ATTR });
  if (sanitised.size >= KEPT) sanitised.delete(sanitised.keys().next().value!);
  sanitised.set(key, safe);
  return safe;
}
