import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';

const STORE_NAME = msg`Gold Store`;

/** "title | Gold Store" in the shopper's language; the store's name alone (the fixed fallback) without a title. */
export function tabTitle(i18n: I18n, title?: string): string {
  const store = i18n._(STORE_NAME);
  return title ? `${title} | ${store}` : store;
}

/**
 * Names the tab after something only known at run time (a product's title, a category's name, the
 * searched text): "title | Gold Store". The root's usePageTitle writes the route's static title in
 * the same commit, and a parent's effect runs after its children's, so this one waits for the next
 * task to have the last word.
 */
export function useDocumentTitle(title: string | undefined): void {
  const { i18n } = useLingui();
  useEffect(() => {
    if (!title) return;
    const timer = window.setTimeout(() => {
      document.title = tabTitle(i18n, title);
    });
    return () => window.clearTimeout(timer);
  }, [i18n, title]);
}
