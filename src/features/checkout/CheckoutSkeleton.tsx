import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Grid, Paper, Skeleton, Stack } from "@mantine/core";
import { PageFrame } from "../../shared/ui/PageFrame";
import type { ReactNode } from "react";

function SectionSkeleton({ lines }: { lines: number }) {
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
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
      <Grid gap={{ base: "md", md: "xl" }} aria-busy="true" aria-hidden>
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

/** The page's heading over the checkout or its skeleton (above). */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageFrame title={<Trans>Checkout</Trans>} size="xl" gap="md">
      {/* The card goes from the browser straight to the gateway, and the address map is drawn in
            it: checkout alone needs the app's JavaScript, and says so when it is off. */}
      <noscript>
        <Alert color="yellow" title={t`Checkout needs JavaScript`}>
          <Trans>
            Your card goes straight from this page to the payment gateway, and
            the address map is drawn here, so checkout needs JavaScript. Please
            turn it on in your browser to place your order. Your cart is kept.
          </Trans>
        </Alert>
      </noscript>
      {children}
    </PageFrame>
  );
}
