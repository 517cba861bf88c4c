import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../shared/api';
import { successes } from '../../shared/messages';
import { notify } from '../../shared/notify';
import { showApiError } from '../../shared/showApiError';
import { CART_WRITES, useCartCache } from './cartCache';
import { withSummary } from './cartLines';

/** POST /coupon: the answer's summary (discount and code) goes into the cart's cache. Failures are the caller's. */
export function useApplyCoupon() {
  const cache = useCartCache();
  return useMutation({
    scope: CART_WRITES,
    mutationFn: (code: string) => apiClient.POST('/coupon', { body: { code } }),
    onSuccess: (answer) => {
      if (answer.data) cache.update((cart) => withSummary(cart, answer.data.data));
      notify(successes.couponApplied, 'success');
    },
  });
}

/** DELETE /coupon: the summary without the discount. */
export function useRemoveCoupon() {
  const cache = useCartCache();
  return useMutation({
    scope: CART_WRITES,
    mutationFn: () => apiClient.DELETE('/coupon'),
    onSuccess: (answer) => {
      if (answer.data) cache.update((cart) => withSummary(cart, answer.data.data));
      notify(successes.couponRemoved, 'success');
    },
    onError: showApiError,
  });
}
