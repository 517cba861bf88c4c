import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { ComplaintPage } from '../features/contact';

export const Route = createFileRoute('/compliants')({
  staticData: { title: msg`Complaints` },
  // The page's messages come with its code (lingui.config.ts).
  loader: ({ context }) => loadScreenMessages(context.i18n, 'account'),
  component: ComplaintPage,
});
