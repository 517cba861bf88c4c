import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isUnavailable } from '../unavailable';
import { ErrorPage } from './ErrorPage';

/**
 * A page that failed to load or to render: try again (runs its loader again) or go home, never a
 * blank page. Inside the frame for a page; in place of it when the frame itself broke (`RootError`).
 */
export function RouteError({ error, reset, standalone }: ErrorComponentProps & { standalone?: boolean }) {
  const router = useRouter();
  // A query that failed while a page read it (useSuspenseQuery) is asked again when the page renders again.
  const queries = useQueryErrorResetBoundary();
  return (
    <ErrorPage
      standalone={standalone}
      unavailable={isUnavailable(error)}
      onRetry={() => {
        queries.reset();
        reset();
        void router.invalidate();
      }}
    />
  );
}

export function RootError(props: ErrorComponentProps) {
  return <RouteError {...props} standalone />;
}

/**
 * How every page waits for its own data (its loader awaits it, on the server and in the browser):
 * a navigation that takes longer than `defaultPendingMs` shows the page's skeleton (its route's
 * pendingComponent), kept for `defaultPendingMinMs` so that it does not flash; a page that fails
 * shows the error page inside the frame.
 */
export const PAGE_LOADING = {
  defaultPendingMs: 300,
  defaultPendingMinMs: 300,
  defaultErrorComponent: RouteError,
} as const;

