import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { validation } from '../../shared/messages';
import { ButtonLink } from '../../shared/ui/links';
import { addressesQuery } from '../addresses';
import { cartQuery, type CartLine } from '../cart';
import { shippingCompaniesQuery } from './queries';
import { summaryOfLines } from './checkoutTotals';
import { CheckoutForm } from './CheckoutForm';
import type { SummaryItem } from './SummaryItems';
import { useCheckoutFlow } from './useCheckoutFlow';

const cartItem = (line: CartLine): SummaryItem => ({
  id: line.id,
  title: line.product.title,
  quantity: line.quantity,
  total: line.total_price,
  imageUrl: line.product.media?.find((media) => media.type === 'image')?.url,
});

function CartIsEmpty() {
  const { i18n } = useLingui();
  return (
    <Stack align="center" gap="md" py="xl">
      <Text fz="lg" c="gray.7">
        {i18n._(validation.cartEmpty)}
      </Text>
      <ButtonLink to="/Store">
        <Trans>Continue shopping</Trans>
      </ButtonLink>
    </Stack>
  );
}

/** /checkout: the shipping address, courier, payment method, coupon and summary (its route's loader has them), then one order. */
export function CheckoutPage() {
  const cart = useSuspenseQuery(cartQuery()).data;
  const addresses = useSuspenseQuery(addressesQuery()).data.data;
  const couriers = useSuspenseQuery(shippingCompaniesQuery()).data.data;
  const flow = useCheckoutFlow();
  return (
    <CheckoutFrame>
      {/* Once placed, the order is what is paid: the cart emptied by it no longer matters here. */}
      {!flow.placed && cart.data.length === 0 ? (
        <CartIsEmpty />
      ) : (
        <CheckoutForm
          summary={cart.summary ?? summaryOfLines(cart.data)}
          items={cart.data.map(cartItem)}
          addresses={addresses}
          couriers={couriers}
          flow={flow}
        />
      )}
    </CheckoutFrame>
  );
}

/** The page's heading over the checkout or its skeleton (CheckoutSkeleton). */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          <Trans>Checkout</Trans>
        </Title>
        {/* The card goes from the browser straight to the gateway, and the address map is drawn in
            it: checkout alone needs the app's JavaScript, and says so when it is off. */}
        <noscript>
          <Alert color="yellow" title={t`Checkout needs JavaScript`}>
            <Trans>
              Your card goes straight from this page to the payment gateway, and the address map is drawn here, so checkout needs JavaScript. Please turn it on
              in your browser to place your order. Your cart is kept.
            </Trans>
          </Alert>
        </noscript>
        {children}
      </Stack>
    </Container>
  );
}
