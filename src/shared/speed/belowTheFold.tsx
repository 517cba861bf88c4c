import { type ReactNode, Suspense, use, useEffect, useId, useRef, useState } from 'react';

/** A section this close to the screen counts as on it. */
export const NEAR_THE_SCREEN_PX = 600;

/** Whether `element` is within NEAR_THE_SCREEN_PX of the screen. */
function isNearTheScreen(element: Element) {
  const { top, bottom } = element.getBoundingClientRect();
  return top < window.innerHeight + NEAR_THE_SCREEN_PX && bottom > -NEAR_THE_SCREEN_PX;
}

/** Whether section `id` is drawn from its server HTML, further down than near the screen. */
export function waitsForTheShopper(id: string) {
  if (typeof document === 'undefined') return false;
  // React's ids hold no quote: the id needs no escaping inside one.
  const server = document.querySelector(`[data-below-the-fold="${id}"]`);
  return server !== null && !isNearTheScreen(server);
}

/** A promise and the call that keeps it: the section's way to the screen. */
function opening() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * Waits until the section is opened, calling use() in every render, before and after: Start's
 * visible() calls it only while it waits, which React's development build reports as a broken
 * rule of hooks as such a section nears the screen ("called use() to suspend in a previous render
 * but did not call use() when it finished").
 */
function Gate({ opened, children }: { opened: Promise<void>; children: ReactNode }) {
  use(opened);
  return children;
}

/**
 * A section below the page's first screen, hydrated as the shopper nears it: until then its server
 * HTML is the page (React keeps a Suspense boundary's server HTML while it waits), so the first
 * screen is taken over in short tasks without it. Decided once, as the section is first drawn in the
 * browser:
 * - the app draws it itself (after a navigation, or data the server had not): at once;
 * - its server HTML is near the screen (a short page, a section just below the first screen): at
 *   once too;
 * - further down: when it comes within 600 px of the screen (an IntersectionObserver), or at the
 *   shopper's first touch or focus inside (the Tab key can reach it first).
 * The server draws `<div><Suspense>` around the section either way, so both hydrate its HTML.
 * A section whose code is a chunk of its own: useSplitBelowTheFold (splitBelowTheFold.ts).
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => (waitsForTheShopper(id) ? opening() : undefined));
  useEffect(() => {
    const section = box.current;
    if (!gate || !section) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open(), { rootMargin: `${NEAR_THE_SCREEN_PX}px` });
    observer.observe(section);
    const events = ['pointerdown', 'focusin'] as const;
    events.forEach((type) => section.addEventListener(type, gate.open, { capture: true, once: true }));
    return () => {
      observer.disconnect();
      events.forEach((type) => section.removeEventListener(type, gate.open, { capture: true }));
    };
  }, [gate]);
  return (
    <div ref={box} data-below-the-fold={id}>
      <Suspense>{gate ? <Gate opened={gate.opened}>{children}</Gate> : children}</Suspense>
    </div>
  );
}

