import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../shared/ui/PlaceholderPage';

export const Route = createFileRoute('/_guest/VerifyEmail')({
  staticData: { title: msg`Verify your email` },
  component: PlaceholderPage,
});
