import { describe, expect, it } from 'vitest';
import { collateralFor, damagesFor, dayMs, interestFor, quoteLoan, startedDays } from './loan-terms.ts';

const terms = { principal: 100_000n, termDays: 30, interestFreeDays: 7, dailyRate: '0.0005' };

describe('loan terms', () => {
  it('counts a started day as a whole day and nothing before the start', () => {
    expect(startedDays(0, 0)).toBe(0);
    expect(startedDays(0, 1)).toBe(1);
    expect(startedDays(0, dayMs)).toBe(1);
    expect(startedDays(0, dayMs + 1)).toBe(2);
    expect(startedDays(5, 1)).toBe(0);
  });

  it('charges nothing in the interest-free days, then the daily rate on the principal up to the term', () => {
    expect(interestFor(terms, 7)).toBe(0n);
    // 1000.00 × 0.05 % = 0.50 a day.
    expect(interestFor(terms, 8)).toBe(50n);
    expect(interestFor(terms, 30)).toBe(1150n);
    expect(interestFor(terms, 45)).toBe(1150n);
  });

  it('quotes the full term: free days, charged days, interest and repayment', () => {
    expect(quoteLoan(terms)).toEqual({
      interestFreeDays: 7,
      chargedDays: 23,
      totalInterest: 1150n,
      repaymentAmount: 101_150n,
    });
    expect(quoteLoan({ ...terms, termDays: 7 })).toMatchObject({ chargedDays: 0, totalInterest: 0n });
    expect(quoteLoan({ ...terms, termDays: 5 })).toMatchObject({ interestFreeDays: 5, chargedDays: 0 });
  });

  it('rounds interest and damages down to the cent', () => {
    // 123.45 × 23 × 0.05 % = 1.419675 → 1.41.
    expect(quoteLoan({ ...terms, principal: 12_345n }).totalInterest).toBe(141n);
    // 333.33 × 7 × 0.05 % = 1.166655 → 1.16.
    expect(quoteLoan({ ...terms, principal: 33_333n, termDays: 14 }).totalInterest).toBe(116n);
    // 123.45 × 3 × 0.2 % = 0.7407 → 0.74.
    expect(damagesFor(12_345n, '0.002', 3)).toBe(74n);
    expect(damagesFor(12_345n, '0.002', 0)).toBe(0n);
  });

  it('asks collateral worth at least the ratio, rounded up to the minor unit', () => {
    // 1000 × 1.5 / 60000 = 0.025 BTC exactly.
    expect(collateralFor(100_000n, '1.5', '60000', 8)).toBe(2_500_000n);
    // 1000 × 1.5 / 64123.5 = 0.023392360055…, up to 0.02339237.
    expect(collateralFor(100_000n, '1.5', '64123.50', 8)).toBe(2_339_237n);
    expect(collateralFor(100_000n, '1.5', '0', 8)).toBeNull();
    expect(collateralFor(100_000n, 'x', '60000', 8)).toBeNull();
  });
});
