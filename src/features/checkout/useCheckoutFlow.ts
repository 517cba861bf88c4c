import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { cartQuery } from '../cart';
import { allOrdersKey, orderQuery } from '../orders';
import { EDITING, isInFlight, placedOrderOf } from './payment/orderPaymentFlow';
import { useOrderPayment } from './payment/useOrderPayment';
import { placeOrder, type PlaceOrderInput, type PlacedOrder } from './api';
import { paymentMethodOf } from './paymentMethods';

interface Submission {
  /** Whether the form may go on, given the order placed already if any (it shows its own problems). */
  ready: (placed: PlacedOrder | null) => boolean;
  /** The order to place, once the form is ready. */
  input: () => PlaceOrderInput;
  /** Shows why the server refused the order. */
  refused: (error: unknown) => void;
}

/**
 * Checkout's order and its payment, one phase (the payment feature's `useOrderPayment`), and the
 * one press that moves it. Kept above the form, so the placed order outlives the cart it emptied:
 * the page shows the order to pay, not "Cart is empty".
 */
export function useCheckoutFlow() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const payment = useOrderPayment<PlacedOrder>(EDITING);
  const { send, now } = payment;

  /** POST /orders; undefined when the server refused it (`refused` has shown why). */
  const place = async (body: PlaceOrderInput, refused: (error: unknown) => void): Promise<PlacedOrder | undefined> => {
    send({ type: 'place' });
    let order: PlacedOrder;
    try {
      order = await placeOrder(body);
    } catch (error) {
      refused(error);
      send({ type: 'refused' });
      return undefined;
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
    void navigate({ to: '/OrderDetails/$orderDetailsId', params: { orderDetailsId: order.id }, search: { placed: true } });
  };

  /** The one button: places the order once, then pays it by card or shows where to transfer. */
  const submit = async ({ ready, input, refused }: Submission) => {
    const phase = now();
    if (isInFlight(phase)) return;
    const placedBefore = placedOrderOf(phase);
    if (!ready(placedBefore)) return;
    const placed = placedBefore ?? (await place(input(), refused));
    if (!placed) return;
    if (!paymentMethodOf(placed.order.payment_method).takesCard) showTransferDetails(placed);
    else if (placed.payment_required) await payment.pay(placed.order, 'pay');
  };

  return { placed: payment.placed, busy: payment.busy, cardForm: payment.cardForm, submit };
}

export type CheckoutFlow = ReturnType<typeof useCheckoutFlow>;
