// What an address says, read the same way everywhere: an id in the path, a number in the query.

/**
 * The id in a path (/products/{id}, /OrderDetails/{id}): a positive whole number, or undefined for
 * anything else ("abc", "1.5", "-3"), which is a record that cannot exist.
 */
function parseRecordId(raw: string): number | undefined {
  if (!/^\d{1,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

/**
 * A route's `params` option for an id in its path, read once by the router: the id as a number,
 * 0 (no record's id) for anything that cannot be one, which the route's loader answers not found.
 * The path's other params (`Other`, a category's name) stay as they are.
 */
export function recordIdParam<Name extends string, Other extends string = never>(name: Name) {
  type Raw = Record<Name | Other, string>;
  // Exclude: the route's own param names may be inferred as Other; the id is never a string.
  type Parsed = Record<Name, number> & Record<Exclude<Other, Name>, string>;
  return {
    parse: (raw: Raw) => ({ ...raw, [name]: parseRecordId(raw[name]) ?? 0 }) as Parsed,
    stringify: (parsed: Parsed) => ({ ...parsed, [name]: String(parsed[name]) }) as Raw,
  };
}

/** A search param as a whole number, whether the router parsed it as JSON (2) or left it a string ("2"). */
export function searchInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}
