import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { DesignRequestPage } from '../features/requests';

export const Route = createFileRoute('/design-request')({
  staticData: { title: msg`Design request` },
  // The page's messages come with its code (lingui.config.ts).
  loader: ({ context }) => loadScreenMessages(context.i18n, 'account'),
  component: DesignRequestPage,
});
