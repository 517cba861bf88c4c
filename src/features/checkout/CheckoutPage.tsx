import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { validation } from '../../shared/messages';
import { ButtonLink } from '../../shared/ui/links';
import { addressesQuery } from '../addresses';
import { cartQuery, type CartLine } from '../cart';
import { shippingCompaniesQuery } from './queries';
import { distinctOffers, paymentMethodsQuery } from '../payment-methods';
import { summaryOfLines } from './checkoutTotals';
import { CheckoutForm } from './CheckoutForm';
import { CheckoutFrame } from './CheckoutSkeleton';
import type { SummaryItem } from './SummaryItems';
import type { OrderPage } from './payment/gatewayReturn';
import { allOrdersKey, orderQuery } from '../orders';
import { EDITING, isInFlight, placedOrderOf, useOrderPayment } from './payment/orderPayment';
import { placeOrder, type PlaceOrderInput, type PlacedOrder } from './api';
import { paymentMethodOf } from './PaymentSection';

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

// /checkout: the page, and its flow — the order placed once, then paid by card or shown where to transfer.

/** /checkout: the shipping address, courier, payment method, coupon and summary (its route's loader has them), then one order. */
export function CheckoutPage({ orderPage }: { orderPage: OrderPage }) {
  const cart = useSuspenseQuery(cartQuery()).data;
  const addresses = useSuspenseQuery(addressesQuery()).data.data;
  const couriers = useSuspenseQuery(shippingCompaniesQuery()).data.data;
  const offers = distinctOffers(useSuspenseQuery(paymentMethodsQuery()).data.data);
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
          offers={offers}
          flow={flow}
        />
      )}
    </CheckoutFrame>
  );
}

/** The server's refusal of an order (its problems are the form's to show). */
interface Refused {
  refused: unknown;
}

/**
 * Checkout's order and its payment, one named phase (payment/orderPayment.ts, moved by
 * useOrderPayment), and its steps: place the order once, then pay it by card or show where to
 * transfer. Kept above the form, so the placed order outlives the cart it emptied: the page shows
 * the order to pay, not "Cart is empty". The form asks and is answered; nothing calls back into it.
 */
function useCheckoutFlow(orderPage: OrderPage) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const payment = useOrderPayment<PlacedOrder>(EDITING, orderPage);
  const { send, now } = payment;

  /** POST /orders, once: the order placed, or the server's refusal. */
  const place = async (body: PlaceOrderInput): Promise<PlacedOrder | Refused> => {
    send({ type: 'place' });
    let order: PlacedOrder;
    try {
      order = await placeOrder(body);
    } catch (error) {
      send({ type: 'refused' });
      return { refused: error };
    }
    send({ type: 'placed', order });
    // The cart was turned into the order: the header's count follows, and My orders lists it.
    void queryClient.invalidateQueries({ queryKey: cartQuery().queryKey });
    void queryClient.invalidateQueries({ queryKey: allOrdersKey });
    return order;
  };

  /** The order's own page shows the account to transfer to (and keeps it after a reload), at once from the answer. */
  const showTransferDetails = ({ order }: PlacedOrder) => {
    queryClient.setQueryData(orderQuery(order.id).queryKey, { status: true, data: order });
    send({ type: 'leaving' });
    void navigate({ href: orderPage(order.id, { placed: true }) });
  };

  /** After it is placed: paid by card, in instalments or by STC Pay, or on to where to transfer (Apple Pay is its sheet's). */
  const settle = async (placed: PlacedOrder) => {
    const { paidBy } = paymentMethodOf(placed.order.payment_method);
    if (paidBy === 'transfer') showTransferDetails(placed);
    else if (placed.payment_required && paidBy !== 'apple_pay') await payment.pay(placed.order, 'pay', paidBy);
  };

  /**
   * Apple Pay's press: the sheet opens at once (Safari opens it only from the gesture) while the
   * order is placed, or is the one placed already; the form is told of a refusal.
   */
  const payWithApplePay = (total: number, body: PlaceOrderInput | PlacedOrder, refused: (error: unknown) => void) => {
    const placing =
      'quote_id' in body
        ? place(body).then((outcome) => {
            if (!('refused' in outcome)) return outcome.order;
            refused(outcome.refused);
            return null;
          })
        : body.order;
    void payment.payWithApplePay(total, 'pay', placing);
  };

  /**
   * Where a press of the one button stands, read at this instant (a double click's second press
   * sees the first): on its way already (do nothing), the order placed (pay it), or still to place.
   */
  const pressed = (): { inFlight: true } | { inFlight: false; placed: PlacedOrder | null } => {
    const phase = now();
    return isInFlight(phase) ? { inFlight: true } : { inFlight: false, placed: placedOrderOf(phase) };
  };

  return { placed: payment.placed, busy: payment.busy, cardForm: payment.cardForm, stcPay: payment.stcPay, pressed, place, settle, payWithApplePay };
}

export type CheckoutFlow = ReturnType<typeof useCheckoutFlow>;
