/**
 * The order id of an /OrderDetails/{id} address: a positive whole number, or undefined for
 * anything else ("abc", "1.5", "-3"), which is an order that cannot exist.
 */
export function parseOrderId(raw: string): number | undefined {
  if (!/^\d{1,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}
