import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../shared/ui/PlaceholderPage';

export const Route = createFileRoute('/public-questions')({
  staticData: { title: msg`Frequently asked questions` },
  component: PlaceholderPage,
});
