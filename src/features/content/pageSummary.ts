/** Search engines show about this much of a description. */
const MAX_LENGTH = 160;

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    // A tag taken away leaves no space before the punctuation that followed it.
    .replace(/ ([.,;:!?،؛])/g, '$1')
    .trim();

/**
 * A page's description for search engines from its HTML: its first paragraph's text, or the whole
 * text when it has none, on one line and cut at a word under 160 characters. Text only, on the
 * server as in the browser: what it returns is written as an attribute's value, never as markup.
 */
export function pageSummary(html: string): string {
  const firstParagraph = [...html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)].map((match) => textOf(match[1] ?? '')).find(Boolean);
  const text = firstParagraph ?? textOf(html);
  if (text.length <= MAX_LENGTH) return text;
  const cut = text.slice(0, MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:،؛]+$/, '')}…`;
}
