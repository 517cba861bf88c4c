import { Container } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { LoadFailed } from './LoadFailed';
import { useRemoveStartPreloader } from './startPreloader';

/** A page that failed to load shows a retry, never a blank page. */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  useRemoveStartPreloader();
  return (
    <Container size="sm" py="xl">
      <LoadFailed
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </Container>
  );
}
