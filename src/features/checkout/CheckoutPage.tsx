import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { validation } from '../../shared/messages';
import { ButtonLink } from '../../shared/ui/links';
import { LoadFailed } from '../../shared/ui/LoadFailed';
import { addressesQuery } from '../addresses';
import { cartQuery, type CartLine } from '../cart';
import { shippingCompaniesQuery } from './queries';
import { summaryOfLines } from './checkoutTotals';
import { CheckoutForm } from './CheckoutForm';
import { CheckoutSkeleton } from './CheckoutSkeleton';
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

/** /checkout: the shipping address, courier, payment method, coupon and summary, then one order. */
export function CheckoutPage() {
  const { t } = useLingui();
  const cart = useQuery(cartQuery());
  const addresses = useQuery(addressesQuery());
  const couriers = useQuery(shippingCompaniesQuery());
  const flow = useCheckoutFlow();
  const { placed } = flow;
  const loads = [cart, addresses, couriers];

  const body = () => {
    if (loads.some((load) => load.isPending)) return <CheckoutSkeleton />;
    if (loads.some((load) => load.isError)) {
      return <LoadFailed onRetry={() => loads.filter((load) => load.isError).forEach((load) => void load.refetch())} />;
    }
    // Once placed, the order is what is paid: the cart emptied by it no longer matters here.
    if (!placed && cart.data!.data.length === 0) return <CartIsEmpty />;
    return (
      <CheckoutForm
        summary={cart.data!.summary ?? summaryOfLines(cart.data!.data)}
        items={cart.data!.data.map(cartItem)}
        addresses={addresses.data!.data}
        couriers={couriers.data!.data}
        flow={flow}
      />
    );
  };

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
              Your card goes straight from this page to the payment gateway, and the address map is drawn here, so checkout needs
              JavaScript. Please turn it on in your browser to place your order. Your cart is kept.
            </Trans>
          </Alert>
        </noscript>
        {body()}
      </Stack>
    </Container>
  );
}
