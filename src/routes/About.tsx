import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../shared/ui/PlaceholderPage';

export const Route = createFileRoute('/About')({
  staticData: { title: msg`About us` },
  component: PlaceholderPage,
});
