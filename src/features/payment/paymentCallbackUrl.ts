/**
 * Where the gateway sends the shopper back after 3-D Secure: the order's details page, as an
 * absolute address of this site (the gateway appends `?id=…&status=…&message=…`).
 */
export function paymentCallbackUrl(orderId: number): string {
  return new URL(`/OrderDetails/${orderId}`, window.location.origin).href;
}
