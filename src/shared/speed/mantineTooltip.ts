// Mantine's Tooltip in a module of its own, so that it (and floating-ui) loads on demand (Hint).
export { Tooltip } from '@mantine/core';
