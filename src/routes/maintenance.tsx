import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { MaintenanceRequestPage } from '../features/requests';

export const Route = createFileRoute('/maintenance')({
  staticData: { title: msg`Maintenance request` },
  // The page's messages come with its code (lingui.config.ts).
  loader: ({ context }) => loadScreenMessages(context.i18n, 'account'),
  component: MaintenanceRequestPage,
});
