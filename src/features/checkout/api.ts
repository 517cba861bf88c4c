import type { components } from '../../../sdk';
import { apiClient } from '../../shared/api';

export type ShippingCompany = components['schemas']['ShippingCompany'];
export type PlaceOrderInput = components['schemas']['PlaceOrderInput'];
/** What POST /orders answers: the order, the account to transfer to (bank transfer) and whether a card payment is due. */
export type PlacedOrder = components['schemas']['PlacedOrderAnswer']['data'];

/** POST /orders: turns the cart into an order. Throws ApiError (422 with field errors) on refusal. */
export async function placeOrder(body: PlaceOrderInput): Promise<PlacedOrder> {
  const { data } = await apiClient.POST('/orders', { body });
  // openapi-fetch answers without data only on an error, which the client already throws.
  return data!.data;
}
