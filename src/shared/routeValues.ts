// What an address says, read the same way everywhere: an id in the path, a number in the query.

/**
 * The id in a path (/products/{id}, /OrderDetails/{id}): a positive whole number, or undefined for
 * anything else ("abc", "1.5", "-3"), which is a record that cannot exist.
 */
export function parseRecordId(raw: string): number | undefined {
  if (!/^\d{1,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

/** A search param as a whole number, whether the router parsed it as JSON (2) or left it a string ("2"). */
export function searchInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}
