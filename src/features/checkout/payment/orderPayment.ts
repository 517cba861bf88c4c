// Browser only: the card, the wallet's token and the code go from the shopper's browser to the gateway; its refusals are said in the global Lingui instance.
import { i18n } from '@lingui/core';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { errors } from '../../../shared/messages';
import { notifyFailure } from '../../../shared/showApiError';
import { useStateMachine } from '../../../shared/useStateMachine';
import { recordCardPayment, startInstalmentPlan, type PaymentMode } from '../api';
import { startApplePay } from './applePay';
import {
  CardRejected,
  createApplePayPayment,
  createCardPayment,
  createStcPayment,
  leaveFor,
  sendStcPayCode,
  StcPayCodeRejected,
  type DecidedPayment,
} from './gateway';
import { withGatewayReturn, type OrderPage } from './gatewayReturn';
import { useCardForm, type CardForm, type CardValues } from './CardForm';
import { useStcPayForm, type StcPayCodeOutcome } from './StcPayFields';

// An order and its payment: the phase they go through, each way of paying it (the card and the
// wallets through the gateway, instalments on the provider's page), and the hook that moves the
// phase (for checkout and for an order's pay form alike).

/**
 * An order and its payment, as one named phase: checkout starts it at `editing`, the pay form of
 * an order already placed at `placed`. The order travels with the phase, so that when its card
 * payment fails, "Pay" again pays the SAME order instead of placing another.
 *
 *   editing ─place─▶ placing ─placed─▶ placed ─pay─▶ paying ─leaving─▶ leaving
 *   placing ─refused─▶ editing            (the server said no: the problems are shown)
 *   paying ─failed | decided─▶ placed     (it could not start, or the gateway answered at once)
 *   placed ─leaving─▶ leaving             (a bank transfer: on to the order's page)
 *   leaving ─back─▶ placed                (the browser brought the page back from 3-D Secure)
 */
export type OrderPaymentPhase<Order> =
  | { name: 'editing' }
  | { name: 'placing' }
  | { name: 'placed'; order: Order }
  | { name: 'paying'; order: Order }
  /** For the order's page (bank transfer) or the gateway's 3-D Secure: busy until the browser goes. */
  | { name: 'leaving'; order: Order };

export type OrderPaymentEvent<Order> =
  | { type: 'place' }
  | { type: 'refused' }
  | { type: 'placed'; order: Order }
  | { type: 'pay' }
  | { type: PaymentOutcome }
  /** The browser brought the page back from 3-D Secure (its back-forward cache), as it was when it left. */
  | { type: 'back' };

export const EDITING = { name: 'editing' } as const;

/** The next phase; an event that does not fit the phase changes nothing (a second press, for one). */
export function nextOrderPaymentPhase<Order>(phase: OrderPaymentPhase<Order>, event: OrderPaymentEvent<Order>): OrderPaymentPhase<Order> {
  switch (event.type) {
    case 'place':
      return phase.name === 'editing' ? { name: 'placing' } : phase;
    case 'refused':
      return phase.name === 'placing' ? EDITING : phase;
    case 'placed':
      return phase.name === 'placing' ? { name: 'placed', order: event.order } : phase;
    case 'pay':
      return phase.name === 'placed' ? { name: 'paying', order: phase.order } : phase;
    case 'failed':
    case 'decided':
    case 'awaiting':
      return phase.name === 'paying' ? { name: 'placed', order: phase.order } : phase;
    case 'leaving':
      return phase.name === 'placed' || phase.name === 'paying' ? { name: 'leaving', order: phase.order } : phase;
    case 'back':
      return phase.name === 'leaving' ? { name: 'placed', order: phase.order } : phase;
  }
}

/** The one in-flight guard: while the order is being placed or paid, or the page left, a press does nothing. */
export const isInFlight = (phase: OrderPaymentPhase<unknown>) =>
  phase.name === 'placing' || phase.name === 'paying' || phase.name === 'leaving';

/** The order placed, if it is yet. */
export const placedOrderOf = <Order>(phase: OrderPaymentPhase<Order>): Order | null => ('order' in phase ? phase.order : null);


/** The order being paid: what the gateway needs to know of it. */
export interface PayableOrder {
  id: number;
  /** In Saudi riyals. */
  total: number;
  order_number: string;
}

/**
 * What became of a payment: `leaving` for the gateway's 3-D Secure page (keep the button busy
 * while the browser goes), `decided` at once by the gateway (its outcome's page is open),
 * `awaiting` STC Pay's one-time code, or `failed` to start ("Error in payment" was shown, what was
 * typed is kept).
 */
type PaymentOutcome = 'leaving' | 'decided' | 'awaiting' | 'failed';

/** What the gateway is told of the order it charges. */
function chargeOf(order: PayableOrder, orderPage: OrderPage) {
  return {
    amount: order.total,
    // For the merchant's gateway dashboard, not shown to the shopper.
    description: `Order ${order.order_number}`,
    callbackUrl: new URL(orderPage(order.id), window.location.origin).href,
    orderId: order.id,
  };
}

/**
 * Pays an order by card: the card goes to the gateway (gateway.ts), the store's API is told only
 * the gateway's payment id, and the shopper goes to the gateway's 3-D Secure page, or straight to
 * the order's details (the callback address) when the gateway decided at once. The gateway's
 * refusal of a field goes beside that field on `form`, when given.
 *
 * Holds no state: the caller's phase says whether a payment is on the way, and guards the press.
 */
function useCardPayment(orderPage: OrderPage, form?: CardForm) {
  const router = useRouter();

  return useCallback(
    async (order: PayableOrder, card: CardValues, mode: PaymentMode): Promise<PaymentOutcome> => {
      try {
        const payment = await createCardPayment({ ...chargeOf(order, orderPage), card });
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

/**
 * Pays an order in instalments: the backend starts the plan with the provider and the shopper
 * goes to the provider's hosted page, which brings them back to the order's page with the outcome.
 */
async function payByInstalments(order: PayableOrder, orderPage: OrderPage): Promise<PaymentOutcome> {
  try {
    const plan = await startInstalmentPlan(order.id, new URL(orderPage(order.id), window.location.origin).href);
    // The mock answers a root-relative address; a real provider an absolute one.
    leaveFor(new URL(plan.redirect_url, window.location.href).href);
    return 'leaving';
  } catch (error) {
    notifyFailure(error, errors.paymentFailed);
    return 'failed';
  }
}

/** The ways an order is paid with the one button: the card typed, the provider's page, or STC Pay's code. */
export type PaidHere = 'card' | 'instalments' | 'stc_pay';

/** An STC Pay payment waiting for the one-time code STC Pay texted. */
interface AwaitedCode {
  order: PayableOrder;
  mode: PaymentMode;
  otpUrl: string;
}

/**
 * An order's phase (above), the card form that pays it and the payment itself: the
 * one place that moves the phase of a payment, for checkout and for an order's pay form alike.
 */
export function useOrderPayment<Order>(start: OrderPaymentPhase<Order>, orderPage: OrderPage) {
  const router = useRouter();
  const cardForm = useCardForm();
  const stcForm = useStcPayForm();
  const [awaitedCode, setAwaitedCode] = useState<AwaitedCode | null>(null);
  const payByCard = useCardPayment(orderPage, cardForm);
  const { state: phase, send, now } = useStateMachine<OrderPaymentPhase<Order>, OrderPaymentEvent<Order>>(nextOrderPaymentPhase, start);

  // Back from the gateway's 3-D Secure page, the browser may show this page from its back-forward
  // cache, as it was when it left: the card still typed and the button busy. It starts over.
  const back = useEffectEvent(() => {
    send({ type: 'back' });
    cardForm.reset();
  });
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) back();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  /** On to the order's page with the gateway's decision, which the backend confirms there. */
  const showDecision = (order: PayableOrder, payment: DecidedPayment) => router.navigate({ href: withGatewayReturn(orderPage(order.id), payment) });

  /** STC Pay's first step: the payment for the mobile typed, recorded on the order; STC Pay texts the code. */
  const payByStcPay = async (order: PayableOrder, mode: PaymentMode): Promise<PaymentOutcome> => {
    try {
      const payment = await createStcPayment({ ...chargeOf(order, orderPage), mobile: stcForm.getValues().mobile });
      await recordCardPayment(order.id, payment.id, mode);
      if (payment.otpUrl === null) {
        await showDecision(order, payment);
        return 'decided';
      }
      setAwaitedCode({ order, mode, otpUrl: payment.otpUrl });
      return 'awaiting';
    } catch (error) {
      notifyFailure(error, errors.paymentFailed);
      return 'failed';
    }
  };

  /** Pays the placed order (the card typed, in instalments, or by STC Pay); busy until the browser goes, or ready to pay again. */
  const pay = async (order: PayableOrder, mode: PaymentMode, by: PaidHere = 'card') => {
    // The phase as it is now, not as last rendered: a double click's second press must see the first.
    if (now().name !== 'placed') return;
    send({ type: 'pay' });
    const payments = { card: () => payByCard(order, cardForm.getValues(), mode), instalments: () => payByInstalments(order, orderPage), stc_pay: () => payByStcPay(order, mode) };
    send({ type: await payments[by]() });
  };

  /** STC Pay's second step: the code; once paid, on to the order's page. A wrong or expired code is the step's to say. */
  const sendCode = async (code: string): Promise<StcPayCodeOutcome> => {
    if (!awaitedCode) return 'failed';
    try {
      const payment = await sendStcPayCode(awaitedCode.otpUrl, code);
      send({ type: 'leaving' });
      await showDecision(awaitedCode.order, payment);
      return 'paid';
    } catch (error) {
      if (error instanceof StcPayCodeRejected) return error.reason;
      notifyFailure(error, errors.paymentFailed);
      return 'failed';
    }
  };

  /** A code that expired: a new STC Pay payment to the same mobile, for a new code. */
  const newCode = () => {
    if (!awaitedCode) return;
    setAwaitedCode(null);
    void pay(awaitedCode.order, awaitedCode.mode, 'stc_pay');
  };

  /**
   * Apple Pay: the sheet opens at the press itself (Safari opens it only from the shopper's
   * gesture) while `placing` brings the order, placed by the same press, or already; it closes
   * when the order could not be placed (null). The wallet's token is paid at the gateway, its id
   * recorded on the order, and the shopper goes on to the order's page: with the decision, or,
   * when the sheet was cancelled, to the order waiting for its payment ("Complete payment").
   */
  const payWithApplePay = async (total: number, mode: PaymentMode, order: PayableOrder | Promise<PayableOrder | null>) => {
    let ordered: Promise<PayableOrder | null>;
    if (order instanceof Promise) {
      ordered = order.then((placed) => {
        if (placed) send({ type: 'pay' });
        return placed;
      });
    } else {
      if (now().name !== 'placed') return;
      send({ type: 'pay' });
      ordered = Promise.resolve(order);
    }
    const couldNotPlace = new AbortController();
    void ordered.then((order) => order ?? couldNotPlace.abort());
    let decision: DecidedPayment | undefined;
    const sheet = startApplePay({
      total,
      signal: couldNotPlace.signal,
      onAuthorized: async (token) => {
        const order = await ordered;
        if (!order) return false;
        decision = await createApplePayPayment({ ...chargeOf(order, orderPage), token });
        await recordCardPayment(order.id, decision.id, mode);
        return decision.status === 'paid';
      },
    });
    const [outcome, placed] = await Promise.all([sheet, ordered]);
    // Not placed: the form shows the server's reasons.
    if (!placed) return;
    if (decision || outcome === 'cancelled') {
      send({ type: 'leaving' });
      await (decision ? showDecision(placed, decision) : router.navigate({ href: orderPage(placed.id) }));
      return;
    }
    notifyFailure(new Error('The Apple Pay sheet failed'), errors.paymentFailed);
    send({ type: 'failed' });
  };

  return {
    /** The order placed, once it is: then it is what is shown and paid. */
    placed: placedOrderOf(phase),
    busy: isInFlight(phase),
    /** The phase at this instant, for a press's guard (a render may not have caught up yet). */
    now,
    send,
    cardForm,
    pay,
    payWithApplePay,
    /** STC Pay: the mobile's form, and its code's step while a payment waits for it. */
    stcPay: { form: stcForm, awaitingCode: awaitedCode !== null, sendCode, newCode },
  };
}
