/** The hero's poster: the first image of the home page and its largest paint (LCP). */
export const HERO_POSTER = { url: '/images/banner-poster.webp', width: 1600, height: 500 };

/**
 * Starts downloading the hero poster as soon as the route is matched, while /home and the page's
 * code still load, instead of when the hero finally renders. Once per page load.
 */
export function preloadHeroPoster(): void {
  if (typeof document === 'undefined' || document.querySelector(`link[rel="preload"][href="${HERO_POSTER.url}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = HERO_POSTER.url;
  link.fetchPriority = 'high';
  document.head.append(link);
}
