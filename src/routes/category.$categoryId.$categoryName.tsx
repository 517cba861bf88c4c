import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../shared/ui/PlaceholderPage';

export const Route = createFileRoute('/category/$categoryId/$categoryName')({
  staticData: { title: msg`Category` },
  component: PlaceholderPage,
});
