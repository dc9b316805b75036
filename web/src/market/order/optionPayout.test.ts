import { formatCents, formatScaled } from '@swx/contract/decimal';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optionPayout, stakeForPayout } from './optionPayout';

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

describe('stakeForPayout', () => {
  it('finds the stake for a wanted payout and shows what that stake really pays', () => {
    // 100 / 1.85 = 54.054…: 54.06 pays 54.06 + 45.95 = 100.01; 54.05 would pay 99.99.
    const stake = stakeForPayout('100', '0.85');
    expect(stake && formatCents(stake.stakeCents)).toBe('54.06');
    expect(stake && formatCents(stake.payoutCents)).toBe('100.01');
    expect(optionPayout('54.05', '0.85')?.payoutCents).toBe(9999n);
    // An exact fit pays exactly what was asked.
    expect(stakeForPayout('180', '0.80')?.stakeCents).toBe(10000n);
  });

  it('refuses a payout that is not a positive amount of at most two places', () => {
    expect(stakeForPayout('', '0.85')).toBeNull();
    expect(stakeForPayout('0', '0.85')).toBeNull();
    expect(stakeForPayout('1.001', '0.85')).toBeNull();
    expect(stakeForPayout('100', 'x')).toBeNull();
  });

  it('is the smallest stake that pays at least the wanted payout, for any payout and rate', () => {
    const rates = fc
      .tuple(fc.integer({ min: 0, max: 5 }), fc.bigInt({ min: 0n, max: 300_000n }))
      .map(([scale, units]) => formatScaled(units % 10n ** BigInt(scale + 1), scale));
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), rates, (wantedCents, rate) => {
        const stake = stakeForPayout(formatCents(wantedCents), rate);
        if (!stake) return false;
        const below = optionPayout(formatCents(stake.stakeCents - 1n), rate);
        return (
          stake.stakeCents > 0n &&
          stake.payoutCents >= wantedCents &&
          // The same stake typed in the stake field shows the same payout.
          optionPayout(formatCents(stake.stakeCents), rate)?.payoutCents === stake.payoutCents &&
          (below === null || below.payoutCents < wantedCents)
        );
      }),
      { numRuns: 2000, seed: 37 },
    );
  });
});
