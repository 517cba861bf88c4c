import type { CardPayment } from './gateway';

// The gateway's return: after 3-D Secure it sends the shopper to the callback address (the order's
// details page) with `?id=<payment id>&status=<paid|failed|…>&message=<its words>` appended. This
// is the one module that knows that format, to write it and to read it; the address itself is the
// order's page, which the routes build (OrderPage). A module of its own: the order page's route
// reads it in the first page's code, which must not carry the gateway's (gateway.ts).

/** The address of an order's page (the routes build it); `placed`: just placed by bank transfer. */
export type OrderPage = (orderId: number, search?: { placed?: true }) => string;

/** What the gateway appends to the callback address. The address proves nothing: the backend confirms. */
export interface GatewayReturn {
  id?: string;
  status?: string;
  message?: string;
}

/** The address with what the gateway would append for a payment it decided at once (no 3-D Secure to go through). */
export function withGatewayReturn(address: string, payment: Pick<CardPayment, 'id' | 'status' | 'message'>): string {
  const search = new URLSearchParams({ id: payment.id, status: payment.status, message: payment.message ?? '' });
  return `${address}${address.includes('?') ? '&' : '?'}${search}`;
}

/** A search param as text: the router turns "123" into a number and "true" into a boolean. */
function toText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** The gateway's return out of the details page's search params, as the router parsed them. */
export function readGatewayReturn(search: Record<string, unknown>): GatewayReturn {
  return { id: toText(search.id), status: toText(search.status), message: toText(search.message) };
}
