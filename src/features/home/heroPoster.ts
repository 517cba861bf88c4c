/**
 * The hero's poster: the first image of the home page and its largest paint (LCP). Apart from the
 * hero, so the route's loader can preload it without pulling the page's code into the first chunk.
 */
export const HERO_POSTER = { url: '/images/banner-poster.webp', width: 1600, height: 500 };
