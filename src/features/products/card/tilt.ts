import type { PointerEvent } from 'react';

/** The card tilts at most 1 degree and has no glare; the 400 ms ease is in the card's CSS. */
const MAX_DEGREES = 1;

/**
 * A light 3-D tilt that follows the mouse, written here rather than pulled in as a library: a
 * dozen lines, no re-render per move (the transform is set on the element itself). Touch and pen
 * do not tilt, and nothing moves for a shopper who asks for reduced motion. That is asked at each
 * move rather than kept in a hook's state, which would render every card twice when it mounts.
 */
export const tiltHandlers = {
  onPointerMove(event: PointerEvent<HTMLElement>) {
    if (event.pointerType !== 'mouse' || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const element = event.currentTarget;
    const box = element.getBoundingClientRect();
    // Where the pointer is, from -1 to 1 on each axis (geometry, not layout: no writing direction here).
    const across = ((event.clientX - box.x) / box.width) * 2 - 1;
    const down = ((event.clientY - box.y) / box.height) * 2 - 1;
    element.style.transform = `perspective(1000px) rotateX(${(-down * MAX_DEGREES).toFixed(3)}deg) rotateY(${(across * MAX_DEGREES).toFixed(3)}deg)`;
  },
  onPointerLeave(event: PointerEvent<HTMLElement>) {
    event.currentTarget.style.transform = '';
  },
};
