import { useReducedMotion } from '@mantine/hooks';

/**
 * Whether the shopper asks for reduced motion. Known after the first render (an effect): the server
 * cannot know it, and the browser's first render must be the server's.
 */
export function usePrefersReducedMotion() {
  return useReducedMotion();
}
