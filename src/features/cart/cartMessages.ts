import { msg } from '@lingui/core/macro';

// The cart's own messages beyond SPEC §8's (those are in shared/messages).

export const couponRemoved = msg`Coupon removed`;
