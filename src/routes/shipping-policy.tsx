import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../shared/ui/PlaceholderPage';

export const Route = createFileRoute('/shipping-policy')({
  staticData: { title: msg`Shipping policy` },
  component: PlaceholderPage,
});
