import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComplaintPage } from '../features/contact';

export const Route = createFileRoute('/compliants')({
  staticData: { title: msg`Complaints` },
  component: ComplaintPage,
});
