import { searchInteger } from '../../shared/routeValues';

/** What "My orders" keeps in the address bar: the page, absent for the first. */
interface OrdersSearch {
  page?: number;
}

/**
 * What an order's details page keeps in the address bar for itself: `pay` to open the pay-again
 * form (the list's "Pay again" link), and `placed` when checkout has just placed it (by bank
 * transfer: the page says so and shows where to transfer). The gateway's return is checkout's.
 */
export interface OrderDetailsSearch {
  pay?: true;
  placed?: true;
}


/** The list route's `validateSearch`: a page above 1, or nothing (a stale or hand-edited link still opens). */
export function validateOrdersSearch(raw: Record<string, unknown>): OrdersSearch {
  const page = searchInteger(raw.page);
  return { page: page !== undefined && page > 1 ? page : undefined };
}

/** The details route's `validateSearch`: keeps what is usable and drops the rest. */
export function validateOrderDetailsSearch(raw: Record<string, unknown>): OrderDetailsSearch {
  return {
    pay: isSet(raw.pay),
    placed: isSet(raw.placed),
  };
}

/** A flag of the address bar (`?pay=1`, `?pay=true`), or undefined. */
function isSet(value: unknown): true | undefined {
  return value === true || value === 1 || value === '1' || value === 'true' || undefined;
}
