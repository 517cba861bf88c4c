import { Trans } from '@lingui/react/macro';
import { Container, Grid, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';

/** The cart page's shape while a slow cart loads (its route's pendingComponent): three lines and the summary. */
export function CartSkeleton() {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} aria-busy="true">
      <Stack gap="md">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          <Trans>Cart</Trans>
        </Title>
        <Grid gap="lg" aria-hidden>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              {Array.from({ length: 3 }, (_, index) => (
                <Paper key={index} withBorder radius="md" p="sm">
                  <Group wrap="nowrap" align="flex-start">
                    <Skeleton w={88} h={88} radius="md" />
                    <Stack gap={8} style={{ flex: 1 }}>
                      <Skeleton h={16} w="60%" />
                      <Skeleton h={12} w="35%" />
                      <Skeleton h={12} w="45%" />
                      <Skeleton h={34} w={150} mt={4} />
                    </Stack>
                  </Group>
                </Paper>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Skeleton h={22} w="50%" />
                <Skeleton h={36} />
                {Array.from({ length: 5 }, (_, index) => (
                  <Skeleton key={index} h={14} />
                ))}
                <Skeleton h={42} mt="sm" />
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
