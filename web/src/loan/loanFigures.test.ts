import { describe, expect, it } from 'vitest';
import { collateralText } from './loanFigures';

describe('loan figures', () => {
  it('holds principal × ratio ÷ price of collateral, rounded up to the satoshi', () => {
    // 1,000 × 1.5 ÷ 60,000 = 0.025 BTC exactly.
    expect(collateralText(100000n, '1.5', '60000', 8)).toBe('0.02500000');
    // 100 × 1.5 ÷ 70,000.33 = 0.0021428470… → 0.00214285 (up).
    expect(collateralText(10000n, '1.5', '70000.33', 8)).toBe('0.00214285');
    expect(collateralText(0n, '1.5', '60000', 8)).toBe('0.00000000');
    expect(collateralText(10000n, '1.5', '0', 8)).toBeNull();
  });
});
