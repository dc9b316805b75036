import { describe, expect, it } from 'vitest';
import { formatCents, ratePercent, toScaled } from '../../format/decimal';
import { optionPayout } from './optionPayout';

describe('optionPayout', () => {
  it('pays the stake back plus the stake times the rate', () => {
    const payout = optionPayout('100', '0.80');
    expect(payout && formatCents(payout.payoutCents)).toBe('180.00');
    expect(payout && formatCents(payout.profitCents)).toBe('80.00');
  });

  it('rounds the winnings down to the cent', () => {
    // 10.99 × 0.85 = 9.3415 → 9.34
    const payout = optionPayout('10.99', '0.85');
    expect(payout && formatCents(payout.profitCents)).toBe('9.34');
    expect(payout && formatCents(payout.payoutCents)).toBe('20.33');
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
  });

  it('scales decimal strings without floats', () => {
    expect(toScaled('12.3', 2)).toBe(1230n);
    expect(toScaled('7', 2)).toBe(700n);
    expect(formatCents(-1005n)).toBe('-10.05');
  });
});

describe('ratePercent', () => {
  it('turns a rate into a percentage without floats', () => {
    expect(ratePercent('0.85')).toBe('85');
    expect(ratePercent('0.875')).toBe('87.5');
    expect(ratePercent('1')).toBe('100');
  });
});
