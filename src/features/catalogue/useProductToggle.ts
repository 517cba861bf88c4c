import type { MessageDescriptor } from '@lingui/core';
import type { QueryKey } from '@tanstack/react-query';
import type { ToastWithLink } from '../../shared/notify';
import type { ProductFlag } from './productFlags';
import { useOptimisticFlag } from './useOptimisticFlag';
import { useProductWrite } from './useProductWrite';

/** The toasts of one toggle (SPEC §8). */
export interface ToggleMessages {
  /** May name the product and link on (the cart's "View cart"). */
  added: MessageDescriptor | ToastWithLink;
  removed: MessageDescriptor;
  /** A guest, or a 401 answer. */
  login: MessageDescriptor;
  /** Any other failure. */
  failed: MessageDescriptor;
}

export interface ToggleOptions {
  /** The flag as the product carries it. */
  serverValue: boolean;
  messages: ToggleMessages;
  /** Sends the change: `next` is the state the shopper asked for. */
  send: (next: boolean) => Promise<unknown>;
  /** The queries this change makes stale (the cart for the header count…). */
  staleQueries: QueryKey[];
  /** The product and its flag, set in every cached answer that shows it once the change is made. */
  product: { id: number; flag: ProductFlag };
  /** Writes sharing a scope run one after another (the cart's writes: CART_WRITES). */
  scope?: { id: string };
}

/** A favourite, cart or compare toggle as a button uses it. */
export interface ProductToggle {
  /** The state shown: changes at once on a click and goes back if the call fails. */
  active: boolean;
  /** True while the call is on the way (the button shows a spinner). */
  pending: boolean;
  toggle: () => void;
}

/**
 * The optimistic toggle of SPEC §4 and §8: the new state shows at once, rolls back when the call
 * fails, and a toast says what happened (useProductWrite).
 */
export function useProductToggle({ serverValue, messages, send, staleQueries, product, scope }: ToggleOptions): ProductToggle {
  const [active, show] = useOptimisticFlag(serverValue);
  const { write, pending } = useProductWrite({
    product,
    send,
    flagAfter: (next: boolean) => next,
    written: (next) => (next ? messages.added : messages.removed),
    login: messages.login,
    failed: messages.failed,
    staleQueries,
    scope,
    onFailed: (next) => show(!next),
  });

  function toggle() {
    if (write(!active)) show(!active);
  }

  return { active, pending, toggle };
}
