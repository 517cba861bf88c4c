import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';

const STORE_NAME = msg`Gold Store`;

/**
 * A tab title that depends on data (a category's name, the searched text). The shell's
 * usePageTitle, a parent, writes the route's static title in the same commit and after this
 * effect, so ours is written a task later to win.
 */
export function useListingTitle(title: string | undefined): void {
  const { i18n } = useLingui();
  useEffect(() => {
    if (!title) return;
    const timer = window.setTimeout(() => {
      document.title = `${title} | ${i18n._(STORE_NAME)}`;
    });
    return () => window.clearTimeout(timer);
  }, [title, i18n]);
}
