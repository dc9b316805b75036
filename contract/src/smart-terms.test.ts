import { describe, expect, it } from 'vitest';
import { exitPenalty, profitPerCycle } from './smart-terms.ts';

describe('smart plan terms', () => {
  it('pays principal × daily yield × days per cycle, rounded down to the cent', () => {
    expect(profitPerCycle(100_000n, '0.0047', 1)).toBe(470n);
    expect(profitPerCycle(12_345n, '0.0047', 1)).toBe(58n); // 0.580215 → 0.58
    expect(profitPerCycle(50_000n, '0.0040', 7)).toBe(1400n);
    expect(profitPerCycle(100n, '0.0002', 2)).toBe(0n);
  });

  it('keeps principal × the penalty share, rounded down, on an early exit', () => {
    expect(exitPenalty(100_000n, '0.10')).toBe(10_000n);
    expect(exitPenalty(333n, '0.333')).toBe(110n); // 1.10889 → 1.10
    expect(exitPenalty(100_000n, '0')).toBe(0n);
    expect(exitPenalty(100000n, '0.05')).toBe(5000n);
    expect(exitPenalty(33333n, '0.03')).toBe(999n);
  });
});
