import { load, visible } from '@tanstack/react-start/hydration';
import { useState } from 'react';

let pageTakenOver = false;

/** Called at the first navigation in the app (AppLayout): the sections drawn from then on are the app's own. */
export function markPageTakenOver(): void {
  pageTakenOver = true;
}

/** visible()'s distance: a section this close to the screen counts as on it. */
const NEAR_THE_SCREEN_PX = 600;

/**
 * Whether the whole server page is already within visible()'s reach of the screen (a short page:
 * an empty cart, a sign-in form): then nothing of it is below the fold. Read once, in the
 * browser, as hydration starts (the server's HTML is laid out by then).
 */
const pageIsShort = () =>
  typeof window !== 'undefined' && document.documentElement.scrollHeight <= window.scrollY + window.innerHeight + NEAR_THE_SCREEN_PX;

/**
 * When a section below the first screen is hydrated: `<Hydrate when={useBelowTheFold()}>`, Start's
 * deferred hydration. In the server's first page, as it nears the screen (`visible()`): its server
 * HTML is the page until then, and a tap inside, or a change above it, hydrates it at once.
 * Drawn later by the app (a navigation), or on a page short enough to be on the screen whole, at
 * once (`load()`).
 *
 * Why not `visible()` alone: it calls React's use() only while it waits, so a section that
 * suspended once and is then rendered with its gate open breaks React's rules of hooks ("called
 * use() to suspend in a previous render but did not call use() when it finished"): a section the
 * app draws itself once it comes into view, and a section already near the screen at hydration,
 * whose observer opens the gate right after its first, suspended, try (the footer of an empty
 * cart's /checkout). Upstream: https://github.com/TanStack/router/pull/8187 (visible() through the
 * renderer the other strategies share). Both strategies draw a <div> around a Suspense boundary
 * (tests/unit/belowTheFold.test.tsx), so the server's visible() hydrates as the browser's load().
 * Not told by the router's useHydrated(): its change after hydration redraws the section's parent,
 * and a redrawn boundary is hydrated at once, all of them in one long task. Chosen once per
 * section: a strategy changing under a section remounts it.
 */
export function useBelowTheFold() {
  const [strategy] = useState(() => (pageTakenOver || pageIsShort() ? load() : visible({ rootMargin: `${NEAR_THE_SCREEN_PX}px` })));
  return strategy;
}
