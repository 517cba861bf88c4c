import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../auth';
import { cartQuery } from './queries';

// The count is also kept in localStorage under this key.
const STORAGE_KEY = 'cart count';

/**
 * The number of lines in the signed-in shopper's cart (the length of data.data); 0 for a guest.
 * The page comes with the cart of a signed-in shopper (the root's loader), so the server draws the
 * badge the browser shows.
 */
export function useCartCount(): number {
  const { isAuthenticated } = useAuth();
  const cart = useQuery({ ...cartQuery(), enabled: isAuthenticated, select: (answer) => answer.data.length });
  const count = isAuthenticated ? (cart.data ?? 0) : 0;

  useEffect(() => {
    if (!isAuthenticated || cart.data !== undefined) localStorage.setItem(STORAGE_KEY, String(count));
  }, [isAuthenticated, cart.data, count]);

  return count;
}
