/**
 * The product id of a /products/{productId} address: a positive whole number, or undefined
 * for anything else ("abc", "1.5", "-3"), which is a product that cannot exist.
 */
export function parseProductId(raw: string): number | undefined {
  if (!/^\d{1,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}
