import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../../features/auth';

export const Route = createFileRoute('/_guest/VerifyEmail')({
  staticData: { title: msg`Verify your email` },
  // The address the code was sent to; without it the page asks for it.
  validateSearch: (search: Record<string, unknown>): { email?: string } => ({
    email: typeof search.email === 'string' && search.email.trim() ? search.email.trim() : undefined,
  }),
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { email } = Route.useSearch();
  return <VerifyEmailPage email={email} />;
}
