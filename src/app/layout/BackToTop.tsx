import { useWindowEvent } from '@mantine/hooks';
import { useState } from 'react';
import { onDemand, useInteracted, useOnDemand } from '../../shared/speed/onDemand';

const button = onDemand(() => import('./BackToTopButton').then((module) => module.BackToTopButton));

/** The button shows once the page is scrolled more than 20 px. */
const SHOW_AFTER_PX = 20;

/**
 * Whether the page is scrolled further than `px`. Read on scroll only: reading the position while the
 * first page mounts would force the browser to lay it all out there and then. Re-renders only when
 * the answer changes, not at every scroll event.
 */
function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useWindowEvent('scroll', () => setPast(window.scrollY > px), { passive: true });
  return past;
}

/** The scroll-to-top button; its code (Mantine's Transition among it) loads once the page is in use. */
export function BackToTop() {
  const scrolled = useScrolledPast(SHOW_AFTER_PX);
  const loaded = useOnDemand(button, useInteracted() || scrolled);
  return loaded ? <button.Loaded scrolled={scrolled} /> : null;
}
