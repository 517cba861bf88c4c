// Browser only: the card goes from the shopper's browser to the gateway; its refusals are said in the global Lingui instance.
import { i18n } from '@lingui/core';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { errors } from '../../../shared/messages';
import { notifyFailure } from '../../../shared/showApiError';
import { recordCardPayment, type PaymentMode } from './api';
import { CardRejected, createCardPayment } from './gateway';
import { withGatewayReturn, type OrderPage } from './gatewayReturn';
import { leaveFor } from './leaveFor';
import type { CardForm, CardValues } from './useCardForm';

/** The order being paid: what the gateway needs to know of it. */
export interface PayableOrder {
  id: number;
  /** In Saudi riyals. */
  total: number;
  order_number: string;
}

/**
 * What became of a payment: `leaving` for the gateway's 3-D Secure page (keep the button busy
 * while the browser goes), `decided` at once by the gateway (its outcome's page is open), or
 * `failed` to start ("Error in payment" was shown, what was typed is kept).
 */
export type PaymentOutcome = 'leaving' | 'decided' | 'failed';

/**
 * Pays an order by card: the card goes to the gateway (gateway.ts), the store's API is told only
 * the gateway's payment id, and the shopper goes to the gateway's 3-D Secure page, or straight to
 * the order's details (the callback address) when the gateway decided at once. The gateway's
 * refusal of a field goes beside that field on `form`, when given.
 *
 * Holds no state: the caller's phase says whether a payment is on the way, and guards the press.
 */
export function useCardPayment(orderPage: OrderPage, form?: CardForm) {
  const router = useRouter();

  return useCallback(
    async (order: PayableOrder, card: CardValues, mode: PaymentMode): Promise<PaymentOutcome> => {
      try {
        const payment = await createCardPayment({
          amount: order.total,
          // For the merchant's gateway dashboard, not shown to the shopper.
          description: `Order ${order.order_number}`,
          callbackUrl: new URL(orderPage(order.id), window.location.origin).href,
          orderId: order.id,
          card,
        });
        await recordCardPayment(order.id, payment.id, mode);
        if (payment.status === 'initiated' && payment.redirectUrl) {
          leaveFor(payment.redirectUrl);
          return 'leaving';
        }
        await router.navigate({ href: withGatewayReturn(orderPage(order.id), payment) });
        return 'decided';
      } catch (error) {
        if (error instanceof CardRejected && form) {
          for (const [field, message] of Object.entries(error.fields)) form.setFieldError(field, i18n._(message));
        } else {
          notifyFailure(error, errors.paymentFailed);
        }
        return 'failed';
      }
    },
    [form, router, orderPage],
  );
}
