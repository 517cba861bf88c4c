import { useDeferredValue } from 'react';

/**
 * A query's data, handed to the page one step later: React first renders without it (the page's
 * skeleton stays) and then renders with it as a transition, in short slices. Otherwise the answer's
 * arrival renders the whole page in one long task, which a phone feels as a frozen screen.
 */
export function useDeferredData<T>(data: T | undefined): T | undefined {
  // null, not undefined: React defers the first render only when given an initial value.
  return useDeferredValue(data ?? null, null) ?? undefined;
}
