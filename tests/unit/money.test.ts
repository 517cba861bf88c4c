import { describe, expect, it } from 'vitest';
import { roundMoney as mockRoundMoney } from '../../mocks/memory/money.mjs';
import { roundMoney } from '../../src/shared/money';

describe('roundMoney', () => {
  it('rounds half away from zero to 2 decimals', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(-2.675)).toBe(-2.68);
  });

  it('leaves no float dust on a product or a difference', () => {
    expect(roundMoney(0.07 * 3)).toBe(0.21);
    expect(roundMoney(318.75 - 318.62)).toBe(0.13);
    expect(roundMoney(318.62 - 318.75)).toBe(-0.13);
  });

  it('is the one the mock rounds its sums with', () => {
    expect(mockRoundMoney).toBe(roundMoney);
  });
});
