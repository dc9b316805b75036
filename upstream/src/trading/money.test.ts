import { describe, expect, it } from 'vitest';
import { centsTimesRate, compareDecimal, formatCents, isPositiveDecimal, parseCents } from './money.ts';

describe('money', () => {
  it('parses amounts with at most 2 decimals into cents and formats them back', () => {
    expect(parseCents('10')).toBe(1000);
    expect(parseCents('10.5')).toBe(1050);
    expect(parseCents('0.01')).toBe(1);
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '.5', '1.']) expect(parseCents(bad)).toBeUndefined();
    expect(formatCents(1050)).toBe('10.50');
    expect(formatCents(-10000)).toBe('-100.00');
    expect(formatCents(0)).toBe('0.00');
  });

  it('compares decimal strings exactly, whatever their scale', () => {
    expect(compareDecimal('1.10', '1.1')).toBe(0);
    expect(compareDecimal('64123.5', '64123.49')).toBe(1);
    expect(compareDecimal('0.00001', '0.0001')).toBe(-1);
    expect(isPositiveDecimal('0.00')).toBe(false);
    expect(isPositiveDecimal('-1')).toBe(false);
    expect(isPositiveDecimal('0.001')).toBe(true);
  });

  it('computes floor(stake × rate) in integer math', () => {
    expect(centsTimesRate(10_000, '0.85')).toBe(8500);
    expect(centsTimesRate(1, '0.85')).toBe(0);
    expect(centsTimesRate(12_345, '0.88')).toBe(10_863); // 108.636 → 108.63
    // 0.29 × 100 is 28.999… in floats; exact math says 29.
    expect(centsTimesRate(100, '0.29')).toBe(29);
  });
});
