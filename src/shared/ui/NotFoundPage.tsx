import { Trans } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={700} c="brown.6" aria-hidden>
          404
        </Text>
        <Title order={1}>
          <Trans>Page not found</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </Text>
        <Button component={Link} to="/">
          <Trans>Back to the home page</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
