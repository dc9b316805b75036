import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from './cents';

describe('USDT cents', () => {
  it('reads amounts with at most two places exactly and refuses anything else', () => {
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents(' 100 ')).toBe(10000n);
    expect(toCents('0.07')).toBe(7n);
    for (const bad of ['', '1.234', '-5', '1e3', 'ten', '1,5']) expect(toCents(bad), bad).toBeNull();
  });

  it('writes cents back with two places', () => {
    expect(fromCents(1250n)).toBe('12.50');
    expect(fromCents(7n)).toBe('0.07');
    expect(fromCents(-300n)).toBe('-3.00');
  });
});
