import { useLingui } from '@lingui/react/macro';
import { Container, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';

/** The chart's height, the skeleton's and the page's. */
export const CHART_HEIGHT = 320;

/** The summary and the chart while the history loads. Screen readers hear that it loads. */
export function HistorySkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the gold price history`}>
      <Stack gap="md" aria-hidden>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h={68} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton h={CHART_HEIGHT + 52} radius="md" />
      </Stack>
    </div>
  );
}

/**
 * The page's shape while a slow history loads (its route's pendingComponent): light and outside
 * history/, so its code and words come with the first page's, before the page's own.
 */
export function GoldPricesSkeleton() {
  const { t } = useLingui();
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} aria-busy="true">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t`Gold prices`}
          </Title>
          <Skeleton h={20} w="70%" mt={6} aria-hidden />
        </div>
        <Skeleton h={36} radius="md" aria-hidden />
        <HistorySkeleton />
      </Stack>
    </Container>
  );
}
