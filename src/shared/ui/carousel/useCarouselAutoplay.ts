import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useMemo, useState } from 'react';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';

/**
 * Autoplay that a shopper stays in charge of. The plugin's own hover/focus handlers are off: they
 * restart the slideshow on mouse-leave even after the shopper pressed pause. Instead it plays only
 * while nobody paused it, asked for reduced motion, points at it or has focus inside it; a swipe
 * counts as a pause (WCAG 2.2.2 "Pause, Stop, Hide").
 */
export function useCarouselAutoplay(delay: number, embla: EmblaCarouselType | null) {
  const reducedMotion = usePrefersReducedMotion();
  const [plugin] = useState(() => Autoplay({ delay, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false }));
  const plugins = useMemo(() => [plugin], [plugin]);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const measure = () => setScrollable(embla.scrollSnapList().length > 1);
    const pauseOnSwipe = () => setPaused(true);
    measure();
    embla.on('reInit', measure).on('pointerDown', pauseOnSwipe);
    return () => {
      embla.off('reInit', measure).off('pointerDown', pauseOnSwipe);
    };
  }, [embla]);

  const canPlay = scrollable && !reducedMotion;
  const playing = canPlay && !paused && !hovered && !focused;
  useEffect(() => {
    // The plugin skips its set-up for a single snap, and play() would then fail: only call it when scrollable.
    if (!embla || !scrollable) return;
    if (playing) plugin.play();
    else plugin.stop();
  }, [plugin, embla, scrollable, playing]);

  return {
    plugins,
    /** Whether the pause/play button makes sense: more than one view and motion allowed. */
    canPlay,
    /** The shopper's choice, shown by the pause/play button. */
    paused,
    togglePaused: () => setPaused((value) => !value),
    /** Whether slides are moving right now (a live region stays quiet meanwhile). */
    playing,
    hoverHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
