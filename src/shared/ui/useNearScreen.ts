import { startTransition, useEffect, useRef, useState } from 'react';
import { useInteracted } from './onDemand';

/**
 * Whether the element given `ref` has come on screen; once true it stays true. Until the shopper's
 * first interaction only the screen itself counts: what a visitor who has not touched the page
 * cannot see waits, and the first screen loads sooner. From then on (a scroll starts with one)
 * `lookAhead` more on every side counts too (a carousel moves sideways), so things are ready by
 * the time they come into view. Without IntersectionObserver everything is near at once. Coming
 * near is a transition.
 */
export function useNearScreen<T extends Element>(lookAhead: string, initiallyNear = false) {
  const [near, setNear] = useState(() => initiallyNear || typeof IntersectionObserver === 'undefined');
  const ref = useRef<T>(null);
  const margin = useInteracted() ? lookAhead : '0px';

  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && startTransition(() => setNear(true)),
      { rootMargin: margin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, margin]);

  return { ref, near, setNear };
}
