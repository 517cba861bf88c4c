import { Trans } from '@lingui/react/macro';
import { Alert, Button, Container } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';

/** A page that failed to load shows a retry, never a blank page. */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title={<Trans>Something went wrong</Trans>}>
        <Button
          mt="sm"
          variant="light"
          onClick={() => {
            reset();
            router.invalidate();
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    </Container>
  );
}
