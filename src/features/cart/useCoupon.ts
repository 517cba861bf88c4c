import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../shared/api';
import { NOTICE_MESSAGES } from '../../shared/notice';
import { notify } from '../../shared/notify';
import { showApiError } from '../../shared/showApiError';
import { applyCoupon, removeCoupon } from './writes';

/** The applyCoupon write; its failures are the caller's (a refused code is said under the field). */
export function useApplyCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: applyCoupon.scope,
    mutationFn: (code: string) => applyCoupon.send(apiClient, { code }),
    onSuccess: (answer, code) => {
      applyCoupon.answered?.(queryClient, answer, { code });
      notify(NOTICE_MESSAGES.couponApplied, 'success');
    },
  });
}

/** The removeCoupon write. */
export function useRemoveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: removeCoupon.scope,
    mutationFn: () => removeCoupon.send(apiClient, {}),
    onSuccess: (answer) => {
      removeCoupon.answered?.(queryClient, answer, {});
      notify(NOTICE_MESSAGES.couponRemoved, 'success');
    },
    onError: showApiError,
  });
}
