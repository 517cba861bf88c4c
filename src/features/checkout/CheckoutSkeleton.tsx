import { Grid, Paper, Skeleton, Stack } from '@mantine/core';
import { CheckoutFrame } from './CheckoutPage';

function SectionSkeleton({ lines }: { lines: number }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Skeleton height={24} width="40%" mb="md" />
      <Stack gap="xs">
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} height={56} />
        ))}
      </Stack>
    </Paper>
  );
}

/** The page's shape while the cart, the addresses and the couriers load (its route's pendingComponent). */
export function CheckoutSkeleton() {
  return (
    <CheckoutFrame>
      <Grid gap={{ base: 'md', md: 'xl' }} aria-busy="true" aria-hidden>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="md">
            <SectionSkeleton lines={2} />
            <SectionSkeleton lines={1} />
            <SectionSkeleton lines={2} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <SectionSkeleton lines={4} />
        </Grid.Col>
      </Grid>
    </CheckoutFrame>
  );
}
