import { useEffect, useRef } from 'react';

/** The page root's custom property that holds the height of the sticky bar at the bottom, if any. */
const STICKY_BOTTOM_BAR_SIZE = '--sticky-bottom-bar-size';

/**
 * For a bar that sticks to the bottom of a phone's screen (the cart's total and "Checkout"): puts
 * its height on the page root while it is shown, so the floating pieces (the back-to-top button)
 * sit above it instead of over it, and the footer leaves them room at the page's end. A bar hidden
 * by the width (display: none) measures 0.
 */
export function useStickyBottomBar<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(STICKY_BOTTOM_BAR_SIZE, `${bar.offsetHeight}px`);
    publish();
    const resized = new ResizeObserver(publish);
    resized.observe(bar);
    return () => {
      resized.disconnect();
      root.removeProperty(STICKY_BOTTOM_BAR_SIZE);
    };
  }, []);
  return ref;
}
