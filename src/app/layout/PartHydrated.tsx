import { useEffect } from 'react';

// For the browser tests only: AppLayout renders these marks in the tests' build (`vite build
// --mode test`) and nowhere else, behind `import.meta.env.MODE === 'test'`, which Vite writes as a
// constant, so a production build drops them and this module with them.

const PARTS = ['header', 'main', 'footer', 'bottom bar'] as const;
const hydratedParts = new Set<string>();

/**
 * Marks its part taken over by the app; once all are and the app has drawn what their first
 * effects asked for (the browser is idle), <html data-hydrated> says the app has taken over the
 * whole page the server sent. The tests wait for it before they act: a redraw still due would
 * reset a select between its input and change events.
 */
export function PartHydrated({ part }: { part: (typeof PARTS)[number] }) {
  useEffect(() => {
    hydratedParts.add(part);
    if (hydratedParts.size < PARTS.length) return;
    const mark = () => (document.documentElement.dataset.hydrated = '');
    if ('requestIdleCallback' in window) requestIdleCallback(mark, { timeout: 1000 });
    else setTimeout(mark, 50);
  }, [part]);
  return null;
}
