import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HomePage, homeQuery } from '../features/home';

export const Route = createFileRoute('/')({
  staticData: { title: msg`Home` },
  loader: ({ context }) => context.queryClient.ensureQueryData(homeQuery()),
  component: HomePage,
});
