import { useReducedMotion } from '@mantine/hooks';

/**
 * Whether the shopper asks for reduced motion, right from the first render. Mantine's hook starts
 * as "unknown" and learns the answer in an effect: each component using it then renders a second
 * time, and on the store's first screen those second renders (a dozen cards) became one long
 * synchronous task.
 */
export function usePrefersReducedMotion() {
  return useReducedMotion(undefined, { getInitialValueInEffect: false });
}
