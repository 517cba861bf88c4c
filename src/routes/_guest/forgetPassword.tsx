import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../features/auth';

export const Route = createFileRoute('/_guest/forgetPassword')({
  staticData: { title: msg`Forgot password` },
  component: ForgotPasswordPage,
});
