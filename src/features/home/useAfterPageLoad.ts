import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser is idle: the hero video starts only then, so the
 * poster image stays the first paint and the largest one (LCP), and the video never delays it.
 */
export function useAfterPageLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const markReady = () => {
      const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
      idle(() => !cancelled && setReady(true));
    };
    if (document.readyState === 'complete') markReady();
    else window.addEventListener('load', markReady, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', markReady);
    };
  }, []);
  return ready;
}
