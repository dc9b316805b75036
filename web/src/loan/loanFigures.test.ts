import { describe, expect, it } from 'vitest';
import { collateralFor, totalInterestCents } from './loanFigures';

describe('loan figures', () => {
  it('charges interest only after the interest-free days, rounded down to the cent', () => {
    // 1,000 USDT at 0.05 % a day for 30 days, 7 free: 1,000 × 0.0005 × 23 = 11.50.
    expect(totalInterestCents(100000n, '0.0005', 30, 7)).toBe(1150n);
    expect(totalInterestCents(100000n, '0.0005', 7, 7)).toBe(0n);
    // 333.33 × 0.0005 × 7 = 1.166655 → 1.16.
    expect(totalInterestCents(33333n, '0.0005', 14, 7)).toBe(116n);
  });

  it('holds principal × ratio ÷ price of collateral, rounded up to the satoshi', () => {
    // 1,000 × 1.5 ÷ 60,000 = 0.025 BTC exactly.
    expect(collateralFor(100000n, '1.5', '60000', 8)).toBe('0.02500000');
    // 100 × 1.5 ÷ 70,000.33 = 0.0021428470… → 0.00214285 (up).
    expect(collateralFor(10000n, '1.5', '70000.33', 8)).toBe('0.00214285');
  });
});
