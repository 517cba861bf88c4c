import { useSyncExternalStore } from 'react';
import { canPayWithApplePay } from './applePay';

const neverChanges = () => () => {};

/**
 * Whether this browser can pay with Apple Pay. False on the server and while the page hydrates,
 * so the server's HTML and the browser's first render agree; the browser's answer comes right after.
 */
export function useCanPayWithApplePay(): boolean {
  return useSyncExternalStore(neverChanges, canPayWithApplePay, () => false);
}
