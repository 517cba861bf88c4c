/**
 * The most of a search text the store uses: far more than any product's title, and short enough
 * that the address stays well within what nginx and browsers take (no 414 from a shopper's typing).
 */
export const SEARCH_MAX_LENGTH = 100;

/** A search text as the store uses it: trimmed, cut to its first 100 characters; empty is none. */
export function toSearchText(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return Array.from(String(value).trim()).slice(0, SEARCH_MAX_LENGTH).join('').trim() || undefined;
}
