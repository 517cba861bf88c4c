import { useLayoutEffect } from 'react';

/**
 * Takes away index.html's preloader, which covers the app from the first paint until the frame
 * (or, when the app cannot start, its error) has rendered: the frame renders as a transition, in
 * slices, after the router's first render, and React draws nothing of its own meanwhile. Before
 * the browser paints, so the screen never shows both or neither.
 */
export function useRemoveStartPreloader(when = true): void {
  useLayoutEffect(() => {
    if (when) document.getElementById('start-preloader')?.remove();
  }, [when]);
}
