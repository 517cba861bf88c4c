import { Hydrate, type HydrateProps, type HydrationStrategy } from '@tanstack/react-start';
import { Suspense, useId, type ReactNode } from 'react';
import classes from './HydrateWhenNear.module.css';

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
 * each time it must go on at once, or the tap would be lost, or React would drop the server HTML
 * for the fallback.
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

/** Renders a `<Hydrate when={whenNear}>` boundary (TanStack Start calls it with the boundary's props). */
function NearScreenBoundary({ children }: HydrateProps) {
  const id = useId();
  return (
    <Suspense>
      <WaitUntilNear id={id} />
      <div className={classes.boundary} {...{ [ATTRIBUTE]: id }}>
        {children}
      </div>
    </Suspense>
  );
}

/**
 * For a section below the first screen: `<Hydrate when={whenNear}><Section /></Hydrate>`. The
 * section is rendered on the server like any other (in the first HTML for screen readers, search
 * engines and find-in-page, styled: Start links its CSS with the page's), but hydrated only as it
 * nears the screen, in its own short task. React keeps the server HTML while the boundary waits.
 * Its code is a chunk of its own too (Start's compiler splits what `Hydrate` wraps), loaded as it
 * nears, unless the boundary says `split={false}` (code the first screen shares anyway), as
 * `<HydrateWhenNear>` below does.
 *
 * Start's own `visible()` waits the same way, but it holds the section back for as long as it is
 * far: a change above the section meanwhile (new props, a context) then makes React drop the
 * server HTML and show nothing until the section is near.
 */
export const whenNear: HydrationStrategy = { _h: NearScreenBoundary };

/**
 * `<Hydrate when={whenNear} split={false}>`: a section hydrated as it nears, whose code stays with
 * the page's. Start's compiler cannot split what a wrapper passes on: split boundaries say
 * `<Hydrate when={whenNear}>` where they wrap the section.
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  return (
    <Hydrate when={whenNear} split={false}>
      {children}
    </Hydrate>
  );
}
