/**
 * Starts downloading a page's first image (its largest paint, LCP) as soon as its address is known,
 * while the page's code still loads, instead of when the page finally renders it. Once per address.
 */
export function preloadImage(url: string): void {
  // Only a picture's address on the web or this site: the API's text is never taken for another kind of link.
  if (!/^(https?:|\/)/i.test(url)) return;
  if (typeof document === 'undefined' || document.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}
