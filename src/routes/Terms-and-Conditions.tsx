import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../shared/ui/PlaceholderPage';

export const Route = createFileRoute('/Terms-and-Conditions')({
  staticData: { title: msg`Replace and return policy` },
  component: PlaceholderPage,
});
