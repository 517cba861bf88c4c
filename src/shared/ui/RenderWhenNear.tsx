import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNearScreen } from './useNearScreen';

/**
 * Renders its children once their place comes into view, so the lower parts of a long page cost
 * nothing while the top loads. From the shopper's first interaction (a scroll starts with one)
 * they render earlier, 400 px before they come into view. The first key press renders them all, so Tab
 * never skips a part that is not there yet. Without IntersectionObserver they render at once.
 * Coming near renders them as a transition, in short slices a tap can interrupt; a key press
 * renders them at once, before the browser moves the focus. Children whose code loads lazily
 * keep the reserved place until it has loaded. A jump to a place in the page (a link to
 * `#reviews`, or a page opened with one) renders them at once too, and once rendered the page
 * scrolls to that place, which the browser could not find while it was not there.
 */
export function RenderWhenNear({ children, reserve }: { children: ReactNode; reserve: number }) {
  const [jumped, setJumped] = useState(() => location.hash !== '');
  const { ref: place, near, setNear } = useNearScreen<HTMLDivElement>('400px', jumped);

  useEffect(() => {
    if (near) return;
    const show = () => setNear(true);
    const jump = () => {
      setJumped(true);
      show();
    };
    window.addEventListener('keydown', show, { once: true });
    window.addEventListener('hashchange', jump, { once: true });
    return () => {
      window.removeEventListener('keydown', show);
      window.removeEventListener('hashchange', jump);
    };
  }, [near, setNear]);

  // The reserved height keeps the page about as long as it will be, so the footer stays below.
  const reserved = <div ref={place} style={{ minBlockSize: reserve }} />;
  return near ? (
    <Suspense fallback={reserved}>
      {children}
      {jumped && <ScrollToJumpTarget />}
    </Suspense>
  ) : (
    reserved
  );
}

/** Scrolls to the element the address's #fragment names, once it has rendered. */
function ScrollToJumpTarget() {
  useEffect(() => {
    document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ behavior: 'instant' });
  }, []);
  return null;
}
