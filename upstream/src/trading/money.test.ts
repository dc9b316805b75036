import { describe, expect, it } from 'vitest';
import { isPositiveDecimal, parseBoundedDecimal, parseCents } from './money.ts';

// The arithmetic itself (scaling, comparing, rates) is tested once, in contract/src/decimal.test.ts.
describe('money input rules', () => {
  it('parses amounts with at most 12 integer digits and 2 places into cents', () => {
    expect(parseCents('10')).toBe(1000);
    expect(parseCents('10.5')).toBe(1050);
    expect(parseCents('0.01')).toBe(1);
    expect(parseCents('007.10')).toBe(710);
    expect(parseCents('999999999999.99')).toBe(99_999_999_999_999);
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '.5', '1.', ' 1', '1000000000000']) {
      expect(parseCents(bad), bad).toBeUndefined();
    }
  });

  it('reads prices and rates with at most 15 integer digits and 12 places', () => {
    expect(parseBoundedDecimal('0.875')).toEqual({ units: 875n, scale: 3 });
    expect(parseBoundedDecimal('999999999999999.000000000001')).toBeDefined();
    for (const bad of ['1000000000000000', '0.0000000000001', '-1', '1.', 'abc']) {
      expect(parseBoundedDecimal(bad), bad).toBeUndefined();
    }
  });

  it('calls a stop price positive only when it is a bounded decimal above zero', () => {
    expect(isPositiveDecimal('0.00')).toBe(false);
    expect(isPositiveDecimal('-1')).toBe(false);
    expect(isPositiveDecimal('0.001')).toBe(true);
    expect(isPositiveDecimal('0.0000000000001')).toBe(false);
  });
});
