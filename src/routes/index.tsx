import { createFileRoute } from '@tanstack/react-router';
import { HomePage, homeQuery } from '../features/home';

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(homeQuery()),
  component: HomePage,
});
