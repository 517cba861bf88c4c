/**
 * The built index.html preloads the app's stylesheets instead of linking them, so they do not hold
 * back the preloader's first paint, and applies each once it has arrived (scripts/startupHints.ts).
 * Here the app waits for them before its first render, applying those still on their way; the
 * promise settles once all are in use. In dev there are none: Vite injects CSS.
 */
export function applyPreloadedStylesheets(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]');
  return Promise.all(
    [...links].map(
      (link) =>
        new Promise((settle) => {
          link.addEventListener('load', settle, { once: true });
          // A stylesheet that fails to load must not keep the app from starting.
          link.addEventListener('error', settle, { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  );
}
