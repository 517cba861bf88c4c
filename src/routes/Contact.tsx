import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { loadScreenMessages } from '../app/i18n';
import { ContactPage } from '../features/contact';

export const Route = createFileRoute('/Contact')({
  staticData: { title: msg`Contact us` },
  // The page's messages come with its code (lingui.config.ts).
  loader: ({ context }) => loadScreenMessages(context.i18n, 'account'),
  component: ContactPage,
});
