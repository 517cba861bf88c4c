/** Which way a price moved against the value before it. */
export type Trend = 'up' | 'down' | 'same';

/** The trend from `previous` to `current`; 'same' when either is unknown or they are equal. */
export function trendOf(previous: number | undefined, current: number | undefined): Trend {
  if (previous === undefined || current === undefined) return 'same';
  if (current > previous) return 'up';
  if (current < previous) return 'down';
  return 'same';
}

/** One price as the strip remembers it: the current value and the one it changed from. */
export interface PriceMemory {
  current?: number;
  previous?: number;
}

/**
 * Records a newly fetched value. The previous value is only replaced when the price really
 * changes, so a poll that brings the same price keeps showing the last move instead of dropping
 * the arrow. An unknown value (a failed poll) keeps the last good one. Returns the same object
 * when nothing changed, so it can decide whether to re-render.
 */
export function rememberPrice(memory: PriceMemory, value: number | undefined): PriceMemory {
  if (value === undefined || value === memory.current) return memory;
  return { previous: memory.current, current: value };
}
