import { Suspense, useId, type ReactNode } from 'react';

/** How far below the screen a section starts hydrating, so it is live before the shopper reaches it. */
const AHEAD = '600px';

const ATTRIBUTE = 'data-hydrate-when-near';

/** Per section's server HTML: whether its hydration was held back once, and the wait for the screen. */
const nearing = new WeakMap<Element, { heldBack: boolean; promise: Promise<void> }>();

function waitUntilNear(element: Element) {
  let entry = nearing.get(element);
  if (!entry) {
    const promise = new Promise<void>((resolve) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((each) => each.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: `${AHEAD} 0px` },
      );
      observer.observe(element);
    });
    entry = { heldBack: false, promise };
    nearing.set(element, entry);
  }
  return entry;
}

/**
 * Holds the hydration of the section back while its server HTML (already in the document) is far
 * from the screen. Only the first page's HTML is held: after a client-side navigation the section
 * renders at once, since there is no server HTML with its id to wait on.
 *
 * Held back once only. React asks again when the section nears the screen (the wait resolves),
 * when the shopper taps inside it, and when something above it changes (a context, its props):
 * each time it must hydrate at once, or the tap would be lost, or React would drop the server
 * HTML for the fallback.
 */
function WaitUntilNear({ id }: { id: string }) {
  if (typeof document === 'undefined') return null;
  // React's ids hold no quote or backslash: safe inside the selector's quotes.
  const element = document.querySelector(`[${ATTRIBUTE}="${id}"]`);
  if (!element) return null;
  const entry = waitUntilNear(element);
  if (entry.heldBack) return null;
  entry.heldBack = true;
  // Thrown rather than passed to use(): React replays a component that suspended in use() and
  // expects it to call use() again, where this one must go on at once.
  throw entry.promise;
}

/**
 * A section below the first screen, rendered on the server like any other (it is in the first
 * HTML for screen readers, search engines and find-in-page) but hydrated only as it nears the
 * screen, in its own short task: a long page's hydration does not block the first screen's.
 * React keeps the server HTML while a Suspense boundary waits, and a tap inside hydrates it at once.
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <Suspense>
      <WaitUntilNear id={id} />
      <div {...{ [ATTRIBUTE]: id }}>{children}</div>
    </Suspense>
  );
}
