import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Every navigation starts at the top of the page (SPEC §2). */
export function useScrollToTopOnNavigate(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ pathChanged }) => {
        if (pathChanged) window.scrollTo({ top: 0, behavior: 'instant' });
      }),
    [router],
  );
}
