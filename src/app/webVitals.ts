// Browser only. Real shoppers' Web Vitals (LCP, INP, CLS, FCP, TTFB), each with the route of the
// page it belongs to (/products/$productId, never its address), sent to the store's server
// (POST /vitals, src/server/vitals.ts) in one beacon as the page is hidden, as web-vitals advises.
// A chunk of its own, loaded once the page is idle after hydration (src/client.tsx): web-vitals
// reads what the browser kept of the load since it began.
import type { AnyRouter } from '@tanstack/react-router';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/** One value, as POST /vitals takes it: milliseconds, CLS without a unit. */
export interface Vital {
  name: Metric['name'];
  value: number;
  route: string;
}

/** The body of POST /vitals. */
export interface VitalsBatch {
  vitals: Vital[];
}

export function reportWebVitals(router: AnyRouter): void {
  const routeNow = () => router.state.matches.at(-1)?.routeId ?? '__root__';
  // web-vitals measures page loads, not the app's own navigations: the values of a load belong to
  // the page it landed on, and a page restored from the back/forward cache is a load of its own.
  // Added before web-vitals' listeners (capturing, as theirs): the route is known before they report.
  let route = routeNow();
  const restored = (event: PageTransitionEvent) => {
    if (event.persisted) route = routeNow();
  };
  addEventListener('pageshow', restored, { capture: true });
  // The latest value of each, until it is sent.
  const waiting = new Map<Metric['name'], Vital>();
  const keep = ({ name, value }: Metric) => waiting.set(name, { name, value, route });
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(keep);
  const send = () => {
    if (!waiting.size) return;
    const batch: VitalsBatch = { vitals: [...waiting.values()] };
    navigator.sendBeacon('/vitals', JSON.stringify(batch));
    waiting.clear();
  };
  // web-vitals settles CLS and INP as the page is hidden, in listeners of the capturing phase:
  // this one, of the bubbling phase, runs after them.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  // Safari does not always say the page is hidden as it unloads.
  addEventListener('pagehide', send);
}
