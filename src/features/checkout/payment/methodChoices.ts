import { useQueries } from '@tanstack/react-query';
import { withinLimits, type PaymentMethodOffer } from '../../payment-methods';
import { isInstalmentMethod, preCheckPayment } from '../api';
import type { PaymentMethodId } from '../checkoutTotals';

// Which of the methods the backend offers (GET /payment-methods) this order can use: those whose
// limits hold its total, on a device that can pay with them, and, for instalments, once the
// provider's pre-check said yes. The others are shown greyed with the reason.

export type { PaymentMethodOffer };

/** Why a method offered is not available for this order now. */
export type Unavailable =
  | { kind: 'limits'; min: number | null; max: number | null }
  /** The provider's pre-check is on its way. */
  | { kind: 'checking' }
  /** The provider said no (its reason, in the shopper's language), or could not be asked. */
  | { kind: 'refused'; reason: string | null };

export interface MethodChoice {
  offer: PaymentMethodOffer;
  /** Absent when the method can be chosen. */
  unavailable?: Unavailable;
}

export type PreCheckAnswer = { state: 'checking' } | { state: 'answered'; eligible: boolean; reason: string | null } | { state: 'failed' };

/**
 * The choices for this order: every offer in the backend's order, without Apple Pay where the
 * browser cannot pay with it (it is not a choice on that device), each available or not.
 */
export function methodChoices(
  offers: readonly PaymentMethodOffer[],
  { total, applePay, preChecks }: { total: number; applePay: boolean; preChecks: ReadonlyMap<PaymentMethodId, PreCheckAnswer> },
): MethodChoice[] {
  return offers
    .filter((offer) => offer.key !== 'apple_pay' || applePay)
    .map((offer): MethodChoice => {
      if (!withinLimits(offer, total)) return { offer, unavailable: { kind: 'limits', min: offer.min_total, max: offer.max_total } };
      if (!offer.pre_check) return { offer };
      const answer = preChecks.get(offer.key) ?? { state: 'checking' };
      if (answer.state === 'checking') return { offer, unavailable: { kind: 'checking' } };
      if (answer.state === 'failed') return { offer, unavailable: { kind: 'refused', reason: null } };
      return answer.eligible ? { offer } : { offer, unavailable: { kind: 'refused', reason: answer.reason } };
    });
}

/** The method to pay with: the one chosen while it can be, else the first that can. */
export function chosenMethod(choices: readonly MethodChoice[], wanted: PaymentMethodId): PaymentMethodId | null {
  const available = choices.filter((choice) => !choice.unavailable);
  return (available.find((choice) => choice.offer.key === wanted) ?? available[0])?.offer.key ?? null;
}

/**
 * The providers' pre-checks for the held price `quoteId`, one per instalment method whose limits
 * hold the total; asked again for a new quote (a new total), never for the same one twice.
 */
export function usePreChecks(offers: readonly PaymentMethodOffer[], total: number, quoteId: string | null): Map<PaymentMethodId, PreCheckAnswer> {
  const asked = offers.flatMap(({ key, pre_check: preCheck, ...limits }) => (preCheck && isInstalmentMethod(key) && withinLimits(limits, total) ? [key] : []));
  const results = useQueries({
    queries: asked.map((key) => ({
      queryKey: ['pre-check', key, quoteId],
      queryFn: () => preCheckPayment(key, quoteId!),
      enabled: quoteId !== null,
      staleTime: Infinity,
      retry: 1,
    })),
  });
  return new Map(
    asked.map((key, index): [PaymentMethodId, PreCheckAnswer] => {
      const result = results[index]!;
      if (result.data) return [key, { state: 'answered', eligible: result.data.eligible, reason: result.data.reason }];
      return [key, result.isError ? { state: 'failed' } : { state: 'checking' }];
    }),
  );
}
