import { lazy, Suspense, useSyncExternalStore } from 'react';

// TanStack Query's devtools on `vite dev` only: import.meta.env.DEV is false in every build, so the
// import below is dropped with its branch and no build has a chunk of it (tests/e2e/budget.spec.ts).
const Devtools = import.meta.env.DEV ? lazy(() => import('@tanstack/react-query-devtools').then((module) => ({ default: module.ReactQueryDevtools }))) : undefined;

const nothingToWatch = () => () => {};

/** The devtools' button and panel, once the page is the browser's (never in the server's page, so hydration matches). */
export function QueryDevtools() {
  const inBrowser = useSyncExternalStore(nothingToWatch, () => true, () => false);
  if (!Devtools || !inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <Devtools />
    </Suspense>
  );
}
