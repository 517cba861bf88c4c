import { useCallback, useState } from 'react';

/**
 * A product flag (is_wishlist, is_cart, is_compare) as the shopper sees it: the server's value,
 * or the value the shopper just chose while its call is on the way and after it succeeded.
 * When the server's value itself changes (a refetch), it wins again.
 */
export function useOptimisticFlag(serverValue: boolean): [boolean, (value: boolean) => void] {
  const [state, setState] = useState({ server: serverValue, shown: serverValue });
  // React's pattern for state derived from a prop: reset while rendering, no effect pass.
  if (state.server !== serverValue) setState({ server: serverValue, shown: serverValue });
  const shown = state.server === serverValue ? state.shown : serverValue;
  const show = useCallback((value: boolean) => setState((current) => ({ ...current, shown: value })), []);
  return [shown, show];
}
