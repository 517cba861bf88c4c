import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once their place comes within 400 px of the viewport, so the lower parts
 * of a long page cost nothing while the top loads. The first key press renders them all, so Tab
 * never skips a part that is not there yet. Without IntersectionObserver they render at once.
 * Coming near renders them as a transition, in short slices a tap can interrupt; a key press
 * renders them at once, before the browser moves the focus.
 */
export function RenderWhenNear({ children, reserve }: { children: ReactNode; reserve: number }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (near || !place.current) return;
    const show = () => setNear(true);
    const showSoon = () => startTransition(show);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && showSoon(), { rootMargin: '400px 0px' });
    observer.observe(place.current);
    window.addEventListener('keydown', show, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', show);
    };
  }, [near]);

  // The reserved height keeps the page about as long as it will be, so the footer stays below.
  return near ? children : <div ref={place} style={{ minBlockSize: reserve }} />;
}
