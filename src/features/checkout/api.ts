import type { components } from '../../../sdk';
import { apiClient } from '../../shared/api';

// Checkout's calls to the store's API: the order placed, and its card payment recorded and confirmed.

export type ShippingCompany = components['schemas']['ShippingCompany'];
export type PlaceOrderInput = components['schemas']['PlaceOrderInput'];
type PaymentMethodId = components['schemas']['PaymentMethod'];
/** What POST /orders answers: the order, the account to transfer to (bank transfer) and whether a card payment is due. */
export type PlacedOrder = components['schemas']['PlacedOrderAnswer']['data'];

/** POST /orders: turns the cart into an order. Throws ApiError (422 with field errors) on refusal. */
export async function placeOrder(body: PlaceOrderInput): Promise<PlacedOrder> {
  const { data } = await apiClient.POST('/orders', { body });
  // openapi-fetch answers without data only on an error, which the client already throws.
  return data!.data;
}

// A card payment, the store's side: it is told the gateway's payment id (never the card), and
// asked to confirm with the gateway what became of it.

/** 'pay' for a newly placed card order, 'repay' for one whose payment failed (status key re_paid). */
export type PaymentMode = 'pay' | 'repay';

/** POST /orders/{orderId}/pay or /repay: records the gateway's payment id on the order. */
export async function recordCardPayment(orderId: number, paymentId: string, mode: PaymentMode): Promise<void> {
  await apiClient.POST(mode === 'pay' ? '/orders/{orderId}/pay' : '/orders/{orderId}/repay', {
    params: { path: { orderId } },
    body: { payment_id: paymentId },
  });
}

/** POST /orders/{orderId}/confirm-payment: the backend asks the gateway, and its answer is what counts. */
export async function confirmCardPayment(orderId: number, paymentId: string) {
  const { data } = await apiClient.POST('/orders/{orderId}/confirm-payment', {
    params: { path: { orderId } },
    body: { payment_id: paymentId },
  });
  // openapi-fetch answers without data only on an error, which the client already throws.
  return data!.data;
}

// Instalments: the provider pre-scores the shopper on the held price, then the backend starts the
// plan on the provider's hosted page (its secret key stays there).

export type InstalmentMethod = 'tabby' | 'tamara';

/** Whether a method is paid in instalments, on its provider's page. */
export const isInstalmentMethod = (method: PaymentMethodId): method is InstalmentMethod => method === 'tabby' || method === 'tamara';

/** POST /checkout/pre-check: whether the provider would offer this shopper a plan for the held price. */
export async function preCheckPayment(method: InstalmentMethod, quoteId: string) {
  const { data } = await apiClient.POST('/checkout/pre-check', { body: { payment_method: method, quote_id: quoteId } });
  return data!.data;
}

/** POST /orders/{orderId}/instalment-plan: the provider's hosted page to send the shopper to. */
export async function startInstalmentPlan(orderId: number, returnUrl: string) {
  const { data } = await apiClient.POST('/orders/{orderId}/instalment-plan', {
    params: { path: { orderId } },
    body: { return_url: returnUrl },
  });
  return data!.data;
}
