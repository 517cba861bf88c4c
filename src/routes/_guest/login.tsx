import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../shared/ui/PlaceholderPage';

export const Route = createFileRoute('/_guest/login')({
  staticData: { title: msg`Log in` },
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
  }),
  component: PlaceholderPage,
});
