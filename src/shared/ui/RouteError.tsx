import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isUnavailable } from '../unavailable';
import { ErrorPage } from './ErrorPage';

/**
 * A page that failed to load or to render: try again (loads it again) or go home, never a blank
 * page. Inside the frame for a page; in place of it when the frame itself broke (`RootError`).
 */
export function RouteError({ error, reset, standalone }: ErrorComponentProps & { standalone?: boolean }) {
  const router = useRouter();
  return (
    <ErrorPage
      standalone={standalone}
      unavailable={isUnavailable(error)}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}

export function RootError(props: ErrorComponentProps) {
  return <RouteError {...props} standalone />;
}
