import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../shared/ui/PlaceholderPage';

export const Route = createFileRoute('/design-request')({
  staticData: { title: msg`Design request` },
  component: PlaceholderPage,
});
