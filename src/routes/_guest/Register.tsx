import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../features/auth';

export const Route = createFileRoute('/_guest/Register')({
  staticData: { title: msg`Create an account` },
  component: RegisterPage,
});
