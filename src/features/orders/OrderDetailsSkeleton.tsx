import { Trans, useLingui } from '@lingui/react/macro';
import { Grid, Skeleton, Stack } from '@mantine/core';
import { OrderFrame } from './OrderDetailsPage';

/** The page's shape while a slow order loads (its route's pendingComponent). Screen readers hear that it loads. */
export function OrderDetailsSkeleton() {
  const { t } = useLingui();
  return (
    <OrderFrame title={<Trans>Order details</Trans>}>
      <div role="status" aria-label={t`Loading the order`}>
        <Grid gap="lg" aria-hidden>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              {Array.from({ length: 3 }, (_, index) => (
                <Skeleton key={index} height={88} radius="md" />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="sm">
              <Skeleton height={180} radius="md" />
              <Skeleton height={120} radius="md" />
            </Stack>
          </Grid.Col>
        </Grid>
      </div>
    </OrderFrame>
  );
}
