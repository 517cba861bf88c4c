import { i18n } from '@lingui/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errors } from '../../shared/messages';
import { recordCardPayment, type PaymentMode } from './api';
import { CardRejected, createCardPayment } from './gateway';
import { gatewayReturnAddress, paymentCallbackUrl } from './gatewayReturn';
import { leaveFor } from './leaveFor';
import type { CardForm, CardValues } from './useCardForm';
import { notifyFailure } from '../../shared/showApiError';

/** The order being paid: what the gateway needs to know of it. */
export interface PayableOrder {
  id: number;
  /** In Saudi riyals. */
  total: number;
  order_number: string;
}

/**
 * Pays an order by card: the card goes to the gateway (gateway.ts), the store's API is told only
 * the gateway's payment id, and the shopper goes to the gateway's 3-D Secure page, or straight to
 * the order's details (the callback address) when the gateway decided at once.
 *
 * `pay()` resolves true when the shopper is on the way, false when the payment could not start:
 * "Error in payment" was shown (or the gateway's field messages put on `form`, when given) and
 * what was typed is kept. It can run once at a time: a second press while one is on the way is ignored.
 */
export function useCardPayment(form?: CardForm) {
  const navigate = useNavigate();
  const [isPaying, setIsPaying] = useState(false);
  const inFlight = useRef(false);

  // Back from the 3-D Secure page, the browser may show this page from its back-forward cache,
  // as it was when it left: the card still typed and the button busy. Start over, empty.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setIsPaying(false);
      form?.reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [form]);

  const pay = useCallback(
    async (order: PayableOrder, card: CardValues, mode: PaymentMode): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setIsPaying(true);
      try {
        const payment = await createCardPayment({
          amount: order.total,
          // For the merchant's gateway dashboard, not shown to the shopper.
          description: `Order ${order.order_number}`,
          callbackUrl: paymentCallbackUrl(order.id),
          orderId: order.id,
          card,
        });
        await recordCardPayment(order.id, payment.id, mode);
        if (payment.status === 'initiated' && payment.redirectUrl) {
          // The 3-D Secure page; the busy button stays busy while the browser leaves.
          leaveFor(payment.redirectUrl);
          return true;
        }
        await navigate({ href: gatewayReturnAddress(order.id, payment) });
        inFlight.current = false;
        setIsPaying(false);
        return true;
      } catch (error) {
        inFlight.current = false;
        setIsPaying(false);
        if (error instanceof CardRejected && form) {
          for (const [field, message] of Object.entries(error.fields)) form.setFieldError(field, i18n._(message));
        } else {
          notifyFailure(error, errors.paymentFailed);
        }
        return false;
      }
    },
    [form, navigate],
  );

  return { pay, isPaying };
}
