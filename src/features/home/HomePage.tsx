import { Trans } from '@lingui/react/macro';
import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useHome } from './api';

/** The proof page: the hero slider's titles and descriptions, loaded from /home through the SDK. */
export function HomePage() {
  const home = useHome();

  if (home.isPending) {
    return (
      <Container py="xl" ta="center" role="status">
        <Loader aria-hidden />
        <Text>
          <Trans>Loading…</Trans>
        </Text>
      </Container>
    );
  }
  if (home.isError) {
    return (
      <Container py="xl">
        <Alert color="red" title={<Trans>Something went wrong</Trans>}>
          <Button variant="light" onClick={() => home.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      </Container>
    );
  }

  const { sliders } = home.data.data;
  return (
    <Container py="xl">
      <Stack gap="lg">
        {sliders.map((slide) => (
          <section key={slide.id}>
            <Title order={2}>{slide.title}</Title>
            <Text c="dimmed">{slide.description}</Text>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
