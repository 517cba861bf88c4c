import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth';

export const Route = createFileRoute('/_guest/login')({
  staticData: { title: msg`Log in` },
  // Where to go after signing in; the _guest guard only follows it when it stays on this site.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
  }),
  component: LoginPage,
});
