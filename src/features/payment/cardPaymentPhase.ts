import type { PaymentOutcome } from './useCardPayment';

/**
 * Where the pay form of a placed order stands: ready → paying → leaving for 3-D Secure, or ready
 * again (decided at once, or failed). Back from 3-D Secure, it is ready again.
 */
export type CardPaymentPhase = 'ready' | 'paying' | 'leaving';

export type CardPaymentEvent = 'pay' | PaymentOutcome | 'back';

/** The next phase; a press while a payment is on the way (`pay` when not ready) changes nothing. */
export function nextCardPaymentPhase(phase: CardPaymentPhase, event: CardPaymentEvent): CardPaymentPhase {
  switch (event) {
    case 'pay':
      return phase === 'ready' ? 'paying' : phase;
    case 'leaving':
      return phase === 'paying' ? 'leaving' : phase;
    case 'decided':
    case 'failed':
    case 'back':
      return 'ready';
  }
}
