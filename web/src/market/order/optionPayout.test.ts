import { formatCents } from '@swx/contract/decimal';
import { describe, expect, it } from 'vitest';
import { optionPayout } from './optionPayout';

// The decimal arithmetic itself is tested once, in contract/src/decimal.test.ts.
describe('optionPayout', () => {
  it('pays the stake back plus the stake times the rate', () => {
    const payout = optionPayout('100', '0.80');
    expect(payout && formatCents(payout.payoutCents)).toBe('180.00');
    expect(payout && formatCents(payout.profitCents)).toBe('80.00');
    expect(payout && formatCents(payout.stakeCents)).toBe('100.00');
  });

  it('rounds the winnings down to the cent', () => {
    // 10.99 × 0.85 = 9.3415 → 9.34
    const payout = optionPayout('10.99', '0.85');
    expect(payout && formatCents(payout.profitCents)).toBe('9.34');
    expect(payout && formatCents(payout.payoutCents)).toBe('20.33');
    // 9.99 × 0.875 = 8.74125 → 8.74
    expect(optionPayout('9.99', '0.875')?.profitCents).toBe(874n);
  });

  it('keeps exact cents where floats would drift', () => {
    // 0.29 × 100 is 28.999999999999996 in floating point.
    const payout = optionPayout('0.29', '1');
    expect(payout && formatCents(payout.profitCents)).toBe('0.29');
  });

  it('refuses amounts that are not plain decimals with at most two places', () => {
    expect(optionPayout('1.234', '0.8')).toBeNull();
    expect(optionPayout('-5', '0.8')).toBeNull();
    expect(optionPayout('abc', '0.8')).toBeNull();
    expect(optionPayout('10.', '0.8')).toBeNull();
  });

  it('refuses a rate that is not a non-negative decimal', () => {
    expect(optionPayout('10', '-0.8')).toBeNull();
    expect(optionPayout('10', '80%')).toBeNull();
  });
});
