/** Search engines show about this much of a description. */
const MAX_LENGTH = 160;

/**
 * A page's description for search engines from its (already sanitised) HTML: its first paragraph's
 * text, or the whole text when it has none, on one line and cut at a word under 160 characters.
 */
export function pageSummary(safeHtml: string): string {
  const body = new DOMParser().parseFromString(safeHtml, 'text/html').body;
  const firstParagraph = [...body.querySelectorAll('p')].find((p) => p.textContent?.trim());
  const text = (firstParagraph ?? body).textContent?.replace(/\s+/g, ' ').trim() ?? '';
  if (text.length <= MAX_LENGTH) return text;
  const cut = text.slice(0, MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:،؛]+$/, '')}…`;
}
