import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/auth';

export const Route = createFileRoute('/_guest/ResetPassword')({
  staticData: { title: msg`Reset password` },
  // The address the reset code was sent to; without it the page asks for it.
  validateSearch: (search: Record<string, unknown>): { email?: string } => ({
    email: typeof search.email === 'string' && search.email.trim() ? search.email.trim() : undefined,
  }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { email } = Route.useSearch();
  return <ResetPasswordPage email={email} />;
}
