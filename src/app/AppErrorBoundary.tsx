import { CatchBoundary, type ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ErrorPage } from '../shared/ui/ErrorPage';
import { reportError } from './errorReporting';

const AppError = ({ reset }: ErrorComponentProps) => <ErrorPage standalone onRetry={reset} />;

/**
 * The last net, around the router: when the router or something above the pages throws, the
 * shopper gets the error page (the routes' own boundaries catch the rest). The router's boundary
 * component, already in the first page's code.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <CatchBoundary getResetKey={() => 0} onCatch={reportError} errorComponent={AppError}>
      {children}
    </CatchBoundary>
  );
}
