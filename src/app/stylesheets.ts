/**
 * The built index.html preloads the app's stylesheets instead of linking them, so they do not hold
 * back the preloader's first paint (scripts/startupHints.ts). They are applied here, before the
 * first render; the promise settles once they are in use. In dev there are none: Vite injects CSS.
 *
 * The app's own stylesheet goes first, then those of the landing page (marked `data-page` by
 * scripts/landingPages.ts, whose script adds them before the parser reaches the app's). Mantine's
 * rules all share one layer, where the later rule wins, and a page's components build on the
 * app's: a page's Anchor must come after the app's Text, as Mantine orders them.
 */
export function applyPreloadedStylesheets(): Promise<unknown> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  const ordered = [...links.filter((link) => !('page' in link.dataset)), ...links.filter((link) => 'page' in link.dataset)];
  return Promise.all(
    ordered.map(
      (link) =>
        new Promise((settle) => {
          link.addEventListener('load', settle, { once: true });
          // A stylesheet that fails to load must not keep the app from starting.
          link.addEventListener('error', settle, { once: true });
          link.rel = 'stylesheet';
          document.head.append(link);
        }),
    ),
  );
}
