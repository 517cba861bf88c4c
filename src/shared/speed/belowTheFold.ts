import { load, visible } from '@tanstack/react-start/hydration';
import { useState } from 'react';

let pageTakenOver = false;

/** Called at the first navigation in the app (AppLayout): the sections drawn from then on are the app's own. */
export function markPageTakenOver(): void {
  pageTakenOver = true;
}

/**
 * When a section below the first screen is hydrated: `<Hydrate when={useBelowTheFold()}>`, Start's
 * deferred hydration. In the server's first page, as it nears the screen (`visible()`): its server
 * HTML is the page until then, and a tap inside, or a change above it, hydrates it at once.
 * Drawn later by the app (a navigation), at once (`load()`).
 *
 * Why not `visible()` alone: it calls React's use() only while it waits, so a section the app
 * draws itself (no server HTML to keep) breaks React's rules of hooks once it comes into view and
 * is not drawn. Upstream: https://github.com/TanStack/router/pull/8187 (visible() through the
 * renderer the other strategies share). Not told by the router's useHydrated(): its change after
 * hydration redraws the section's parent, and a redrawn boundary is hydrated at once, all of them
 * in one long task. Chosen once per section: a strategy changing under a section remounts it.
 */
export function useBelowTheFold() {
  const [strategy] = useState(() => (pageTakenOver ? load() : visible()));
  return strategy;
}
