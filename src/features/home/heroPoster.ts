import { preloadImage } from '../../shared/preloadImage';

/** The hero's poster: the first image of the home page and its largest paint (LCP). */
export const HERO_POSTER = { url: '/images/banner-poster.webp', width: 1600, height: 500 };

/** Starts the hero poster's download as soon as the route is matched, while /home and the page's code still load. */
export function preloadHeroPoster(): void {
  preloadImage(HERO_POSTER.url);
}
