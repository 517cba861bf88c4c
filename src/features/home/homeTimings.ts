// How fast each home carousel turns.
export const HERO_SLIDE_DELAY = 3000;
/**
 * A hero slide moves in 600 ms. Embla's `duration` is not in milliseconds but a friction-like unit
 * (20–60, default 25); 30 settles a full-width slide in about 600 ms.
 */
export const HERO_SLIDE_DURATION = 30;
export const BANNER_DELAY = 5000;
export const CATEGORIES_DELAY = 4000;
export const TESTIMONIALS_DELAY = 5000;
