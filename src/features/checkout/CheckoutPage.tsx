import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { validation } from '../../shared/messages';
import { ButtonLink } from '../../shared/ui/links';
import { addressesQuery } from '../addresses';
import { cartQuery, type CartLine } from '../cart';
import { shippingCompaniesQuery } from './queries';
import { summaryOfLines } from './checkoutTotals';
import { CheckoutForm } from './CheckoutForm';
import { CheckoutFrame } from './CheckoutSkeleton';
import type { SummaryItem } from './SummaryItems';
import type { OrderPage } from './payment/gatewayReturn';
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
export function CheckoutPage({ orderPage }: { orderPage: OrderPage }) {
  const cart = useSuspenseQuery(cartQuery()).data;
  const addresses = useSuspenseQuery(addressesQuery()).data.data;
  const couriers = useSuspenseQuery(shippingCompaniesQuery()).data.data;
  const flow = useCheckoutFlow(orderPage);
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
