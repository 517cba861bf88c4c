import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact';

export const Route = createFileRoute('/Contact')({
  staticData: { title: msg`Contact us` },
  component: ContactPage,
});
