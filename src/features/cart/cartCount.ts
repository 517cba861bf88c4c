import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../auth';
import { cartQuery } from './queries';

// SPEC §3: the count is also kept in localStorage under this key.
const STORAGE_KEY = 'cart count';

function readStoredCount(): number {
  const stored = Number(localStorage.getItem(STORAGE_KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : 0;
}

/**
 * The number of lines in the signed-in shopper's cart (the length of data.data); 0 for a guest.
 * While the cart loads, the last stored count is shown so the badge does not flicker.
 */
export function useCartCount(): number {
  const { isAuthenticated } = useAuth();
  const cart = useQuery({ ...cartQuery(), enabled: isAuthenticated, select: (answer) => answer.data.length });
  const count = !isAuthenticated ? 0 : (cart.data ?? readStoredCount());

  useEffect(() => {
    if (!isAuthenticated || cart.data !== undefined) localStorage.setItem(STORAGE_KEY, String(count));
  }, [isAuthenticated, cart.data, count]);

  return count;
}
