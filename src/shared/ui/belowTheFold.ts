import { idle } from '@tanstack/react-start/hydration';

/**
 * When a section below the first screen is hydrated: `<Hydrate when={belowTheFold}>`, Start's
 * deferred hydration. Its server HTML is the page until the browser is idle after the first
 * screen's hydration (at the latest 2 s later); a tap inside, or a change above it, hydrates it at
 * once; mounted later (a navigation in the app) it renders at once.
 *
 * `idle()`, not `visible()` (hydrate as the section nears the screen): Start's `visible()` calls
 * React's use() only while it waits, so a section first mounted by the app (no server HTML)
 * breaks React's rules of hooks once it comes into view and is not drawn (seen in our component
 * tests). Upstream: https://github.com/TanStack/router/pull/8187 (renders visible() through the
 * renderer the other strategies share). Back to `visible()` once a release has it.
 */
export const belowTheFold = idle();
