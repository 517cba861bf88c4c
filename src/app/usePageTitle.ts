import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { tabTitle } from '../shared/useDocumentTitle';

const NOT_FOUND = msg`Page not found`;

/**
 * The tab title: the deepest route's `staticData.title`, then the store's name; the store's name
 * alone (the fixed fallback) for a route without one.
 */
export function usePageTitle(): void {
  const { i18n } = useLingui();
  const title = useMatches({
    select: (matches) =>
      // `_notFound` marks the route that renders the not-found page for an unmatched path.
      matches.some((m) => m.status === 'notFound' || m._notFound)
        ? NOT_FOUND
        : matches.findLast((m) => m.staticData?.title)?.staticData.title,
  });
  useEffect(() => {
    document.title = tabTitle(i18n, title && i18n._(title));
  }, [i18n, title]);
}
