import { describe, expect, it } from 'vitest';
import { riyadhClock } from '../../src/features/gold-prices';

describe('riyadhClock: when the prices came, in Saudi time', () => {
  it('is UTC + 3, hours and minutes, with Latin digits', () => {
    expect(riyadhClock(Date.UTC(2026, 11, 3, 11, 32, 59))).toBe('14:32');
    expect(riyadhClock(Date.UTC(2026, 6, 1, 0, 5))).toBe('03:05');
  });

  it('passes midnight in Riyadh before it does in UTC', () => {
    expect(riyadhClock(Date.UTC(2026, 11, 3, 21, 0))).toBe('00:00');
    expect(riyadhClock(Date.UTC(2026, 11, 3, 20, 59))).toBe('23:59');
  });
});
