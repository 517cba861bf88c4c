import { Container, Grid, Skeleton, Stack } from '@mantine/core';

/** The page's shape while a slow product loads: its route's pendingComponent. */
export function ProductSkeleton() {
  return (
    <Container size="xl" py="xl" aria-busy="true">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Skeleton style={{ aspectRatio: '1 / 1' }} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Skeleton height={36} width="80%" />
            <Skeleton height={18} width="60%" />
            <Skeleton height={28} width="40%" />
            <Skeleton height={180} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
