import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Every navigation starts at the top of the page. Not the first page, which opens there
 * anyway: scrolling then would only force a layout while the page renders.
 */
export function useScrollToTopOnNavigate(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
        if (fromLocation && pathChanged) window.scrollTo({ top: 0, behavior: 'instant' });
      }),
    [router],
  );
}
