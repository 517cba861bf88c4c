import { useEffect } from 'react';

/**
 * Sets the page's `<meta name="description">` (what search engines show under its title) while the
 * page is shown, and puts back the store's own description when it leaves.
 */
export function useMetaDescription(description: string | undefined): void {
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
